import type { SqlClient } from '../platform/database/sql-transaction.js';
import type { Processor, RecordedEvent } from '../platform/event-store/index.js';
import { NOTIFICATION_EVENT_TYPES } from './consumed-events.js';
import { orderNotificationOf } from './order-notification.js';

export const ORDER_NOTIFICATIONS_PROCESSOR = 'order-notifications:v1';

/**
 * Files each order and payment event as an admin notification (cross-stream, so asynchronous).
 * Keyed by event id with ON CONFLICT DO NOTHING: a batch read twice writes nothing twice.
 */
export const orderNotificationsProcessor: Processor = {
  id: ORDER_NOTIFICATIONS_PROCESSOR,
  eventTypes: NOTIFICATION_EVENT_TYPES,
  batchSize: 200,
  readModel: { name: 'notifications', tables: ['notifications'] },
  async process(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    const made = events.map(orderNotificationOf).filter((n) => n !== null);
    if (made.length === 0) return;
    await tx.query(
      `INSERT INTO notifications (id, order_id, kind, message, time)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
       ON CONFLICT (id) DO NOTHING`,
      [made.map((n) => n.id), made.map((n) => n.orderId), made.map((n) => n.kind), made.map((n) => n.message), made.map((n) => n.time)],
    );
  },
};
