import type { SqlClient } from '../platform/database/sql-transaction.js';
import type { InlineProjection, RecordedEvent } from '../platform/event-store/index.js';
import type { PaymentEvent } from './payment.events.js';
import { paymentEventTypes } from './payment.events.js';
import { applyPaymentsViewBatch } from './payments-view.batch.js';
import { paymentsViewSetBased } from './payments-view.rebuild.sql.js';

/**
 * Keeps payments_view and refunds_view equal to the fold of each payment stream; every column comes
 * from the events. A row only moves to a higher stream version, so replays and rebuilds are no-ops.
 */
export const paymentsViewProjection: InlineProjection = {
  name: 'payments-view',
  eventTypes: paymentEventTypes,
  tables: ['payments_view', 'refunds_view'],
  // Every statement a write it reads nothing back from: all go through `writes` (docs/decisions.md#writes-behind).
  async apply(tx: SqlClient, events: readonly RecordedEvent[], writes: SqlClient = tx) {
    for (const event of events) await applyOne(writes, event);
  },
  applyBatch: applyPaymentsViewBatch,
  setBased: paymentsViewSetBased,
};

const INSERT_PAYMENT = `INSERT INTO payments_view (payment_id, order_id, customer_id, method, amount_paise, provider, provider_reference, status, started_at, version)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (payment_id) DO NOTHING`;

async function applyOne(tx: SqlClient, event: RecordedEvent): Promise<void> {
  const e = event as unknown as PaymentEvent;
  const at = event.recordedAt;
  const v = event.streamVersion;
  const payment = (set: string, ...values: unknown[]) =>
    tx.query(`UPDATE payments_view SET ${set}, version = $2 WHERE payment_id = $1 AND version < $2`, [e.data.paymentId, v, ...values]);
  const refund = (refundId: string, set: string, ...values: unknown[]) =>
    tx.query(`UPDATE refunds_view SET ${set}, version = $2 WHERE refund_id = $1 AND version < $2`, [refundId, v, ...values]);
  switch (e.type) {
    case 'PaymentRequested': {
      const d = e.data;
      await tx.query(INSERT_PAYMENT, [d.paymentId, d.orderId, d.customerId, d.method, d.amountPaise, d.provider, null, 'requested', at, v]);
      return;
    }
    case 'PaymentStarted': {
      const d = e.data;
      await tx.query(INSERT_PAYMENT, [d.paymentId, d.orderId, d.customerId, d.method, d.amountPaise, d.provider, d.providerReference, 'pending', at, v]);
      return;
    }
    case 'PaymentOpened':
      await payment(`status = 'pending', provider_reference = $3`, e.data.providerReference);
      return;
    case 'PaymentSucceeded':
      await payment(
        `status = 'paid', failure_reason = NULL, settled_at = $3, captured_paise = $4, provider_payment_id = coalesce($5, provider_payment_id)`,
        at,
        e.data.amountPaise,
        e.data.providerPaymentId ?? null,
      );
      return;
    case 'PaymentFailed':
      await payment(`status = 'failed', failure_reason = $4, settled_at = $3`, at, e.data.reason);
      return;
    case 'PaymentVoided':
      await payment(`status = 'voided', failure_reason = $4, settled_at = $3`, at, e.data.reason);
      return;
    case 'RefundRequested': {
      const d = e.data;
      await tx.query(
        `INSERT INTO refunds_view (refund_id, payment_id, order_id, amount_paise, kind, reason, status, requested_at, actor_id, version)
         VALUES ($1, $2, $3, $4, $5, $6, 'requested', $7, $8, $9) ON CONFLICT (refund_id) DO NOTHING`,
        [d.refundId, d.paymentId, d.orderId, d.amountPaise, d.kind, d.reason, at, event.metadata.actorId ?? null, v],
      );
      return;
    }
    case 'RefundSubmitted':
      await refund(e.data.refundId, `status = 'submitted', provider_refund_id = $3`, e.data.providerRefundId);
      return;
    case 'RefundSucceeded':
      await refund(e.data.refundId, `status = 'succeeded', provider_refund_id = $3, settled_at = $4`, e.data.providerRefundId, at);
      await payment(`refunded_paise = refunded_paise + $3`, e.data.amountPaise);
      return;
    case 'RefundFailed':
      await refund(e.data.refundId, `status = 'failed', failure_reason = $3, settled_at = $4`, e.data.reason, at);
  }
}
