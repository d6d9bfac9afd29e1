import type { RouteObject } from 'react-router-dom';
import type { ShopServices } from '../../shared/services/shop-services';
import { requireRole } from '../require-role';

/**
 * docs/product.md §2: /cart and the customer's saved addresses, each loaded when opened. Issue 19 item 1: /cart opens whatever the
 * location; outside Patna the cart itself says a location is needed and offers the selector, instead of a silent redirect.
 */
export function cartRoutes({ storage }: ShopServices): RouteObject[] {
  return [
    {
      path: 'cart',
      lazy: () => import('../../features/cart/cart-screen').then((m) => ({ Component: m.CartScreen })),
    },
    {
      path: 'customer/addresses',
      loader: requireRole(storage, ['customer']),
      lazy: () => import('../../features/addresses/addresses-screen').then((m) => ({ Component: m.AddressesScreen })),
    },
  ];
}
