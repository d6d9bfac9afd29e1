import type { RouteObject } from 'react-router-dom';
import type { ShopServices } from '../../shared/services/shop-services';
import { requireRole } from '../require-role';

/** Issue 18: the packing floor, for packers and admins (who can pack too), loaded only when opened. */
export function packingRoutes({ storage }: ShopServices): RouteObject[] {
  return [
    {
      path: 'packing',
      loader: requireRole(storage, ['packer', 'admin']),
      lazy: () => import('../../features/packing/packing-queue-screen').then((m) => ({ Component: m.PackingQueueScreen })),
    },
    {
      path: 'packing/:orderId',
      loader: requireRole(storage, ['packer', 'admin']),
      lazy: () => import('../../features/packing/packing-order-screen').then((m) => ({ Component: m.PackingOrderScreen })),
    },
  ];
}
