import type { HttpClient } from './http.js';
import type { Schemas } from './contract/schemas.js';

/** The filters of the admin's notification list (docs/product.md §7 "Admin"). */
export const notificationKinds = ['confirmed', 'pending_payment', 'completed'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** docs/product.md §3 Notification. */
export type OrderNotification = Schemas['NotificationView'];

export function notificationsApi(http: HttpClient) {
  return {
    /** Newest first, at most 100; all kinds when no status is given. */
    orderNotifications: (status?: NotificationKind) =>
      http.get<OrderNotification[]>('/notifications/order-notifications', { query: { status } }),
  };
}

export type NotificationsApi = ReturnType<typeof notificationsApi>;
