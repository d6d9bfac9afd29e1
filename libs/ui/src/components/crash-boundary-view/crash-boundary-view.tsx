import { ErrorState } from '../../primitives/error-state/error-state';
import styles from './crash-boundary-view.module.css';

export interface CrashBoundaryViewProps {
  /** @default () => window.location.reload() */
  onReload?: () => void;
}

/** What an error boundary shows (docs/product.md §8 Crash): "Something went wrong" with "Reload Page". */
export function CrashBoundaryView({ onReload = () => window.location.reload() }: CrashBoundaryViewProps) {
  return (
    <main className={styles.crash}>
      <ErrorState title="Something went wrong" retryLabel="Reload Page" onRetry={onReload} headingLevel={2} />
    </main>
  );
}
