import type { SqlClient } from '../database/sql-transaction.js';

/**
 * An order's number as its OrderPlaced gives it, in SQL (`e`: an OrderPlaced row of es_events): the number
 * the event carries, or for one from before numbers `JP-L` and its log position, as ordering's upcaster
 * reads it (libs/domain legacyOrderNumberOf, docs/decisions.md#order-number). Here, below every context,
 * because the screens of several (notifications, payments, stock) name orders by number and may not
 * import ordering, which imports them.
 */
export const orderNumberSql = (e: string) => `coalesce(${e}.data->>'orderNumber', 'JP-L' || ${e}.global_position)`;

/**
 * The numbers of these orders, read off the log (each order's stream `order-<id>` opens with its
 * OrderPlaced, found by the stream's index): the log is the truth every context may read. An id with no
 * order is left out.
 */
export async function orderNumbersOf(db: SqlClient, orderIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(orderIds)];
  if (unique.length === 0) return new Map();
  const rows: { order_id: string; order_number: string }[] = await db.query(
    `SELECT substr(e.stream_id, 7) AS order_id, ${orderNumberSql('e')} AS order_number FROM es_events e
      WHERE e.stream_id = ANY($1::text[]) AND e.stream_version = 1 AND e.event_type = 'OrderPlaced'`,
    [unique.map((id) => `order-${id}`)],
  );
  return new Map(rows.map((row) => [row.order_id, row.order_number]));
}
