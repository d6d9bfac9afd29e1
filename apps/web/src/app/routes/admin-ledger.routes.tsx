import type { RouteObject } from 'react-router-dom';
import type { ShopServices } from '../../shared/services/shop-services';
import { requireRole } from '../require-role';

/** docs/product.md §2: the admin's payments ledger and invoices, and delivery management, loaded only when opened. */
export function adminLedgerRoutes({ storage }: ShopServices): RouteObject[] {
  const adminsOnly = requireRole(storage, ['admin']);
  return [
    {
      path: 'admin/transaction-management',
      loader: adminsOnly,
      lazy: () => import('../../features/admin/ledger/ledger-screen').then((m) => ({ Component: m.LedgerScreen })),
    },
    {
      path: 'admin/transaction-management/:orderId',
      loader: adminsOnly,
      lazy: () => import('../../features/admin/ledger/invoice-screen').then((m) => ({ Component: m.InvoiceScreen })),
    },
    {
      path: 'admin/delivery-management',
      loader: adminsOnly,
      lazy: () => import('../../features/admin/deliveries/delivery-management-screen').then((m) => ({ Component: m.DeliveryManagementScreen })),
    },
  ];
}
