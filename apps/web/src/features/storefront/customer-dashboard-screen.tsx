import { StorefrontHome } from './storefront-home';

/** /customer/dashboard (docs/product.md §2, customers only, guarded by the route): the storefront with /c/ links. */
export function CustomerDashboardScreen() {
  return <StorefrontHome role="customer" />;
}
