import type { SqlClient } from '../platform/database/sql-transaction.js';
import type { InlineProjection, RecordedEvent } from '../platform/event-store/index.js';
import type { PaymentEvent } from './payment.events.js';
import { paymentEventTypes } from './payment.events.js';

/** Keeps payments_view equal to the fold of each payment stream; every column comes from the events. */
export const paymentsViewProjection: InlineProjection = {
  name: 'payments-view',
  eventTypes: paymentEventTypes,
  tables: ['payments_view'],
  async apply(tx: SqlClient, events: readonly RecordedEvent[]) {
    for (const event of events) await applyOne(tx, event);
  },
};

async function applyOne(tx: SqlClient, event: RecordedEvent): Promise<void> {
  const e = event as unknown as PaymentEvent;
  // A row that has already seen this stream version ignores it (rebuilds and retries are no-ops).
  const guard = `WHERE payment_id = $1 AND version < $2`;
  switch (e.type) {
    case 'PaymentStarted': {
      const d = e.data;
      await tx.query(
        `INSERT INTO payments_view (payment_id, order_id, customer_id, method, amount_paise, provider, provider_reference, status, started_at, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9) ON CONFLICT (payment_id) DO NOTHING`,
        [d.paymentId, d.orderId, d.customerId ?? event.metadata.actorId ?? null, d.method, d.amountPaise, d.provider, d.providerReference, event.recordedAt, event.streamVersion],
      );
      return;
    }
    case 'PaymentSucceeded':
      await tx.query(`UPDATE payments_view SET status = 'paid', failure_reason = NULL, settled_at = $3, version = $2 ${guard}`, [
        e.data.paymentId,
        event.streamVersion,
        event.recordedAt,
      ]);
      return;
    case 'PaymentFailed':
      await tx.query(`UPDATE payments_view SET status = 'failed', failure_reason = $4, settled_at = $3, version = $2 ${guard}`, [
        e.data.paymentId,
        event.streamVersion,
        event.recordedAt,
        e.data.reason,
      ]);
      return;
  }
}
