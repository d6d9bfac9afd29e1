import { useRouteError } from 'react-router-dom';
import { CrashBoundaryView } from '@jhatpat/ui';

/** docs/product.md §8 "Crash": a screen that throws shows "Something went wrong" with "Reload Page", and the error is logged. */
export function CrashBoundary() {
  const error = useRouteError();
  console.error('A screen crashed:', error);
  return <CrashBoundaryView />;
}
