import type { SqlClient } from '../platform/database/sql-transaction.js';

/**
 * An order's payment streams, found in the log itself (not in payments_view, a read model an auditor
 * must not have to trust). Served by the partial index es_events_payment_order (migration
 * 1763870000000), whose predicate the planner matches only against this literal `stream_type =
 * 'payment'`: a parameter there would turn the lookup back into a scan of the whole log.
 */
export const PAYMENT_STREAMS_OF_ORDER = `SELECT DISTINCT stream_id FROM es_events
  WHERE stream_type = 'payment' AND data->>'orderId' = $1 ORDER BY stream_id`;

export async function paymentStreamsOfOrder(db: SqlClient, orderId: string): Promise<string[]> {
  const rows: { stream_id: string }[] = await db.query(PAYMENT_STREAMS_OF_ORDER, [orderId]);
  return rows.map((row) => row.stream_id);
}
