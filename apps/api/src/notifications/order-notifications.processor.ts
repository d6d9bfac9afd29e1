import type { SqlClient } from '../platform/database/sql-transaction.js';
import { orderNumbersOf } from '../platform/ids/order-number.js';
import type { Processor, RecordedEvent } from '../platform/event-store/index.js';
import type { PersonalData } from '../platform/personal-data/index.js';
import { CUSTOMER_ERASED, type CustomerErasedFacts, NOTIFICATION_EVENT_TYPES } from './consumed-events.js';
import { erasedOrderPlacedMessages, orderNotificationOf, ordersToNumber } from './order-notification.js';
import { orderNotificationsSetBased } from './order-notifications.rebuild.sql.js';

export const ORDER_NOTIFICATIONS_PROCESSOR = 'order-notifications:v1';

/** The one personal field a notification shows (a new order's "from <name>"): the others stay sealed. */
const NAME_ONLY: ReadonlySet<string> = new Set(['customerName']);

/**
 * Files each order and payment event as an admin notification (cross-stream, so asynchronous).
 * Keyed by event id with ON CONFLICT DO NOTHING: a batch read twice writes nothing twice. The
 * customer's name is opened through PersonalData; CustomerErased rewrites the notifications that
 * named them as a replay would now write them ("[erased]").
 */
export function orderNotificationsProcessor(personalData: PersonalData): Processor {
  return {
    id: ORDER_NOTIFICATIONS_PROCESSOR,
    eventTypes: [...NOTIFICATION_EVENT_TYPES, CUSTOMER_ERASED],
    batchSize: 200,
    readModel: { name: 'notifications', tables: ['notifications'], setBased: orderNotificationsSetBased(personalData) },
    async process(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
      const opened = await personalData.reveal(events, tx, NAME_ONLY);
      let start = 0;
      for (let i = 0; i <= opened.length; i++) {
        if (i < opened.length && opened[i].type !== CUSTOMER_ERASED) continue;
        await fileNotifications(tx, opened.slice(start, i));
        if (i < opened.length) await eraseNames(tx, opened[i].data as CustomerErasedFacts);
        start = i + 1;
      }
    },
  };
}

async function fileNotifications(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
  const numbers = await orderNumbersOf(tx, ordersToNumber(events));
  const made = events.map((event) => orderNotificationOf(event, numbers)).filter((n) => n !== null);
  if (made.length === 0) return;
  await tx.query(
    `INSERT INTO notifications (id, order_id, kind, message, time)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
     ON CONFLICT (id) DO NOTHING`,
    [made.map((n) => n.id), made.map((n) => n.orderId), made.map((n) => n.kind), made.map((n) => n.message), made.map((n) => n.time)],
  );
}

async function eraseNames(tx: SqlClient, facts: CustomerErasedFacts): Promise<void> {
  const orderIds = Array.isArray(facts.orderIds) ? facts.orderIds : [];
  if (orderIds.length === 0) return;
  const rows: { id: string; message: string }[] = await tx.query(`SELECT id::text AS id, message FROM notifications WHERE order_id = ANY($1::text[])`, [orderIds]);
  const rewritten = erasedOrderPlacedMessages(rows);
  if (rewritten.length === 0) return;
  await tx.query(
    `UPDATE notifications n SET message = x.message FROM unnest($1::uuid[], $2::text[]) AS x(id, message) WHERE n.id = x.id`,
    [rewritten.map((r) => r.id), rewritten.map((r) => r.message)],
  );
}
