import { useSession } from '../../shared/session/session-provider';
import { StaffPointer } from './staff-pointer';
import { StorefrontHome } from './storefront-home';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

/** / (docs/product.md §2): the storefront for guests and customers; admins and delivery staff get a pointer to their area. */
export function HomeScreen() {
  useDocumentTitle(null);
  const { role } = useSession();
  if (role === 'admin' || role === 'delivery' || role === 'auditor') return <StaffPointer role={role} />;
  return <StorefrontHome role={role} />;
}
