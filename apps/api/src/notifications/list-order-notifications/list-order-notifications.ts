import type { SqlClient } from '../../platform/database/sql-transaction.js';
import type { NotificationKind } from '../order-notification.js';

export const NOTIFICATIONS_LIMIT = 100;

export interface NotificationRow {
  id: string;
  /** The order it is about, so the row links to it. */
  orderId: string;
  message: string;
  time: string;
}

/** Newest first, at most 100, of one kind or all. */
export async function listOrderNotifications(db: SqlClient, kind: NotificationKind | null): Promise<NotificationRow[]> {
  const rows: { id: string; order_id: string; message: string; time: Date }[] = await db.query(
    `SELECT id, order_id, message, time FROM notifications
      WHERE ($1::text IS NULL OR kind = $1)
      ORDER BY time DESC, id DESC
      LIMIT $2`,
    [kind, NOTIFICATIONS_LIMIT],
  );
  return rows.map((row) => ({ id: row.id, orderId: row.order_id, message: row.message, time: new Date(row.time).toISOString() }));
}
