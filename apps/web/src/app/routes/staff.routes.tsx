import type { RouteObject } from 'react-router-dom';
import type { ShopServices } from '../../shared/services/shop-services';
import { requireRole } from '../require-role';
import { adminConsoleRoutes } from './admin-console.routes';
import { adminLedgerRoutes } from './admin-ledger.routes';
import { deliveryRoutes } from './delivery.routes';
import { oversightRoutes } from './oversight.routes';
import { packingRoutes } from './packing.routes';

/** docs/product.md §2: the admin, delivery and packing areas, each loaded only when opened, so shoppers never download them. */
export function staffRoutes(services: ShopServices): RouteObject[] {
  return [
    {
      path: 'admin/dashboard',
      loader: requireRole(services.storage, ['admin']),
      lazy: () => import('../../features/admin/admin-dashboard-screen').then((m) => ({ Component: m.AdminDashboardScreen })),
    },
    ...adminConsoleRoutes(services),
    ...adminLedgerRoutes(services),
    ...oversightRoutes(services),
    ...deliveryRoutes(services),
    ...packingRoutes(services),
  ];
}
