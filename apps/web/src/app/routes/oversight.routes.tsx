import type { RouteObject } from 'react-router-dom';
import type { ShopServices } from '../../shared/services/shop-services';
import { requireRole } from '../require-role';

/** docs/product.md §2: order notifications for admins (and the audit views), loaded only when opened. */
export function oversightRoutes({ storage }: ShopServices): RouteObject[] {
  return [
    {
      path: 'admin/notification',
      loader: requireRole(storage, ['admin']),
      lazy: () => import('../../features/admin/notifications/notifications-screen').then((m) => ({ Component: m.NotificationsScreen })),
    },
    {
      path: 'audit',
      loader: requireRole(storage, ['admin', 'auditor']),
      lazy: () => import('../../features/audit/audit-home-screen').then((m) => ({ Component: m.AuditHomeScreen })),
    },
    {
      path: 'audit/money',
      loader: requireRole(storage, ['admin', 'auditor']),
      lazy: () => import('../../features/audit/money/money-screen').then((m) => ({ Component: m.MoneyScreen })),
    },
    {
      path: 'audit/orders/:orderId',
      loader: requireRole(storage, ['admin', 'auditor']),
      lazy: () => import('../../features/audit/order-timeline-screen').then((m) => ({ Component: m.OrderTimelineScreen })),
    },
  ];
}
