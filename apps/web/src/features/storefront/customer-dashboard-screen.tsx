import { StorefrontHome } from './storefront-home';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

/** /customer/dashboard (docs/product.md §2, customers only, guarded by the route): the storefront with /c/ links. */
export function CustomerDashboardScreen() {
  useDocumentTitle(null);
  return <StorefrontHome role="customer" />;
}
