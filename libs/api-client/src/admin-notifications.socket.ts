import type { OrderNotification } from './notifications.api.js';
import { type OnSocketStatus, openSocket } from './socket-connection.js';

export const ADMIN_NAMESPACE = '/admin';

/** A notification pushed on /admin: the list's item plus its log cursor, to resume from. */
export interface OrderNotificationPush extends OrderNotification {
  cursor: string;
}

export interface AdminNotificationsOptions {
  baseUrl?: string;
  token: string;
  /** The cursor of the last notification already shown; null to start from now. */
  cursor: string | null;
  onNotification: (notification: OrderNotificationPush) => void;
  onStatus?: OnSocketStatus;
}

/**
 * An admin's live order notifications. Each (re)connection hands the server the cursor of the last
 * notification received, and the server first sends what was missed: every notification exactly once.
 */
export function connectAdminNotifications({ baseUrl, token, cursor, onNotification, onStatus }: AdminNotificationsOptions): {
  close(): void;
  /** The cursor to resume from next time (e.g. after a page reload). */
  cursor(): string | null;
} {
  let resumeFrom = cursor;
  const connection = openSocket(
    ADMIN_NAMESPACE,
    { baseUrl, auth: (): Record<string, string> => (resumeFrom ? { token, cursor: resumeFrom } : { token }), onStatus },
    (socket) => {
      socket.on('connect', () => onStatus?.('live'));
      // Where the live pushes of a connection without a cursor start: resuming from it after a drop
      // gets what was missed even when nothing had arrived yet.
      socket.on('feed-cursor', ({ cursor: startsAt }: { cursor: string }) => {
        if (!resumeFrom) resumeFrom = startsAt;
      });
      socket.on('order-notification', (push: OrderNotificationPush) => {
        resumeFrom = push.cursor;
        onNotification(push);
      });
    },
  );
  return { close: () => connection.close(), cursor: () => resumeFrom };
}
