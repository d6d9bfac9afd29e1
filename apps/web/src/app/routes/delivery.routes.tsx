import type { RouteObject } from 'react-router-dom';
import type { ShopServices } from '../../shared/services/shop-services';
import { requireRole } from '../require-role';

/** docs/product.md §2: the delivery staff's area, loaded only when opened. */
export function deliveryRoutes({ storage }: ShopServices): RouteObject[] {
  return [
    {
      path: 'delivery/orders',
      loader: requireRole(storage, ['delivery']),
      lazy: () => import('../../features/delivery/delivery-orders-screen').then((m) => ({ Component: m.DeliveryOrdersScreen })),
    },
  ];
}
