import { lazy, Suspense } from 'react';
import { useSession } from '../../shared/session/session-provider';
import { StorefrontHome } from './storefront-home';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

// Staff only: the pointer and its Hindi stay out of the storefront's first load (docs/decisions.md#hindi).
const StaffPointer = lazy(() => import('./staff-pointer').then((m) => ({ default: m.StaffPointer })));

/** / (docs/product.md §2): the storefront for guests and customers; admins and delivery staff get a pointer to their area. */
export function HomeScreen() {
  useDocumentTitle(null);
  const { role } = useSession();
  if (role === 'admin' || role === 'delivery' || role === 'auditor') {
    return (
      <Suspense fallback={null}>
        <StaffPointer role={role} />
      </Suspense>
    );
  }
  return <StorefrontHome role={role} />;
}
