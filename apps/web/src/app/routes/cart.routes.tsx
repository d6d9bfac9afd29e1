import type { RouteObject } from 'react-router-dom';
import type { ShopServices } from '../../shared/services/shop-services';
import { requireRole, requireServiceableLocation } from '../require-role';

/** docs/product.md §2: /cart (Patna only; guests and customers) and the customer's saved addresses, each loaded when opened. */
export function cartRoutes({ storage }: ShopServices): RouteObject[] {
  return [
    {
      path: 'cart',
      loader: requireServiceableLocation(storage),
      lazy: () => import('../../features/cart/cart-screen').then((m) => ({ Component: m.CartScreen })),
    },
    {
      path: 'customer/addresses',
      loader: requireRole(storage, ['customer']),
      lazy: () => import('../../features/addresses/addresses-screen').then((m) => ({ Component: m.AddressesScreen })),
    },
  ];
}
