import type { SqlClient } from '../platform/database/sql-transaction.js';
import { batchRowsOf, type RecordedEvent, type Row, type RowsOf } from '../platform/event-store/index.js';
import type { PaymentEvent } from './payment.events.js';

const PAYMENT_BLANK = { failure_reason: null, settled_at: null, captured_paise: 0, refunded_paise: 0, provider_payment_id: null };
const REFUND_BLANK = { provider_refund_id: null, failure_reason: null, settled_at: null };

/**
 * paymentsViewProjection.apply's rules, folded over a batch in memory: one read and one write per
 * table. A row only moves to a higher stream version (the per-event SQL's `version < $2`).
 */
export async function applyPaymentsViewBatch(tx: SqlClient, events: readonly RecordedEvent[], rowsOf: RowsOf = batchRowsOf): Promise<void> {
  const payments = rowsOf(tx, 'payments_view', 'payment_id', PAYMENT_BLANK);
  const refunds = rowsOf(tx, 'refunds_view', 'refund_id', REFUND_BLANK);
  const typed = events.map((event) => event as unknown as PaymentEvent);
  await payments.load(typed.map((e) => e.data.paymentId));
  await refunds.load(typed.flatMap((e) => ('refundId' in e.data ? [e.data.refundId as string] : [])));
  const change = (rows: typeof payments, id: string, v: number, values: Row) => {
    const row = rows.get(id);
    if (row !== null && Number(row.version) < v) rows.set(id, { ...row, ...values, version: v });
  };
  for (const event of events) {
    const e = event as unknown as PaymentEvent;
    const at = event.recordedAt;
    const v = event.streamVersion;
    switch (e.type) {
      case 'PaymentRequested':
      case 'PaymentStarted': {
        const d = e.data;
        if (payments.get(d.paymentId) !== null) break; // ON CONFLICT (payment_id) DO NOTHING
        const started = e.type === 'PaymentStarted';
        payments.create(d.paymentId, {
          payment_id: d.paymentId, order_id: d.orderId, customer_id: d.customerId, method: d.method, amount_paise: d.amountPaise, provider: d.provider,
          provider_reference: started ? e.data.providerReference : null, status: started ? 'pending' : 'requested', started_at: at, version: v,
        });
        break;
      }
      case 'PaymentOpened':
        change(payments, e.data.paymentId, v, { status: 'pending', provider_reference: e.data.providerReference });
        break;
      case 'PaymentSucceeded': {
        const row = payments.get(e.data.paymentId);
        change(payments, e.data.paymentId, v, {
          status: 'paid', failure_reason: null, settled_at: at, captured_paise: e.data.amountPaise,
          provider_payment_id: e.data.providerPaymentId ?? row?.provider_payment_id ?? null,
        });
        break;
      }
      case 'PaymentFailed':
        change(payments, e.data.paymentId, v, { status: 'failed', failure_reason: e.data.reason, settled_at: at });
        break;
      case 'PaymentVoided':
        change(payments, e.data.paymentId, v, { status: 'voided', failure_reason: e.data.reason, settled_at: at });
        break;
      case 'RefundRequested': {
        const d = e.data;
        if (refunds.get(d.refundId) !== null) break; // ON CONFLICT (refund_id) DO NOTHING
        refunds.create(d.refundId, {
          refund_id: d.refundId, payment_id: d.paymentId, order_id: d.orderId, amount_paise: d.amountPaise, kind: d.kind, reason: d.reason,
          status: 'requested', requested_at: at, actor_id: event.metadata.actorId ?? null, version: v,
        });
        break;
      }
      case 'RefundSubmitted':
        change(refunds, e.data.refundId, v, { status: 'submitted', provider_refund_id: e.data.providerRefundId });
        break;
      case 'RefundSucceeded': {
        change(refunds, e.data.refundId, v, { status: 'succeeded', provider_refund_id: e.data.providerRefundId, settled_at: at });
        const payment = payments.get(e.data.paymentId);
        if (payment !== null) change(payments, e.data.paymentId, v, { refunded_paise: Number(payment.refunded_paise) + e.data.amountPaise });
        break;
      }
      case 'RefundFailed':
        change(refunds, e.data.refundId, v, { status: 'failed', failure_reason: e.data.reason, settled_at: at });
    }
  }
  await payments.write();
  await refunds.write();
}
