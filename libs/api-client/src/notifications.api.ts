import type { HttpClient } from './http.js';

/** The filters of the admin's notification list (SPEC §7 "Admin"). */
export const notificationKinds = ['confirmed', 'pending_payment', 'completed'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** SPEC §3 Notification. */
export interface OrderNotification {
  /** The id of the event it was made from. */
  id: string;
  message: string;
  /** ISO 8601, when the event was recorded. */
  time: string;
}

export function notificationsApi(http: HttpClient) {
  return {
    /** Newest first, at most 100; all kinds when no status is given. */
    orderNotifications: (status?: NotificationKind) =>
      http.get<OrderNotification[]>('/notifications/order-notifications', { query: { status } }),
  };
}

export type NotificationsApi = ReturnType<typeof notificationsApi>;
