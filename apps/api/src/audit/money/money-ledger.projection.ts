import type { OrderEvent, PackingEvent } from '../../ordering/index.js';
import type { PaymentEvent } from '../../payments/index.js';
import type { SqlClient } from '../../platform/database/sql-transaction.js';
import type { InlineProjection, RecordedEvent } from '../../platform/event-store/index.js';
import { applyMoneyLedgerBatch } from './money-ledger.batch.js';
import { moneyLedgerSetBased } from './money-ledger.rebuild.sql.js';

/**
 * The money ledger the audit reads (GET /api/audit/money, `npm run audit -- money`): every order's bill
 * and every rupee that moved, one row per event keyed by its id, so a replay writes nothing twice.
 * Captures and refunds come from the payment streams, cash from the order's own payment status (a COD
 * order is paid at the door and may be handed back). What the packing floor took off a bill (short and
 * cheaper-substituted lines) is kept on the order: a cash order pays that much less at the door, a
 * prepaid one gets it back as a refund the payment streams already tell (docs/decisions.md#money-report).
 */
export const moneyLedgerProjection: InlineProjection = {
  name: 'money-ledger',
  eventTypes: ['OrderPlaced', 'OrderStatusChanged', 'OrderPaymentStatusChanged', 'OrderLineShort', 'OrderLineSubstituted', 'PaymentSucceeded', 'RefundSucceeded'],
  tables: ['money_orders', 'money_movements'],
  // A placed order's bill is an insert from the event alone; every statement is a write it reads nothing back from.
  writesOnly: ['OrderPlaced'],
  async apply(tx: SqlClient, events: readonly RecordedEvent[], writes: SqlClient = tx) {
    for (const event of events) await applyOne(event, writes);
  },
  applyBatch: applyMoneyLedgerBatch,
  setBased: moneyLedgerSetBased,
};

const MOVEMENT = `INSERT INTO money_movements (movement_id, kind, order_id, payment_id, amount_paise, refund_kind, at)
  VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (movement_id) DO NOTHING`;

async function applyOne(event: RecordedEvent, writes: SqlClient): Promise<void> {
  const e = event as unknown as OrderEvent | PackingEvent | PaymentEvent;
  switch (e.type) {
    case 'OrderPlaced':
      await writes.query(
        `INSERT INTO money_orders (order_id, payment_method, grand_total_paise, status, placed_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_id) DO NOTHING`,
        [e.data.orderId, e.data.paymentMethod, e.data.grandTotalPaise, e.data.status, e.data.placedAt],
      );
      return;
    case 'OrderStatusChanged':
      await writes.query(`UPDATE money_orders SET status = $2 WHERE order_id = $1`, [e.data.orderId, e.data.to]);
      return;
    case 'OrderLineShort':
    case 'OrderLineSubstituted':
      if (e.data.amountPaise > 0) await writes.query(`UPDATE money_orders SET taken_off_paise = taken_off_paise + $2 WHERE order_id = $1`, [e.data.orderId, e.data.amountPaise]);
      return;
    case 'OrderPaymentStatusChanged': {
      // Cash: taken at the door (→ paid) or handed back (paid → refunded). Online statuses follow their payments' events.
      const kind = e.data.to === 'paid' ? 'cod_collected' : e.data.from === 'paid' && e.data.to === 'refunded' ? 'cod_returned' : null;
      if (!kind) return;
      await writes.query(
        `INSERT INTO money_movements (movement_id, kind, order_id, amount_paise, at)
         SELECT $1, $2, order_id, grand_total_paise - taken_off_paise, $3 FROM money_orders WHERE order_id = $4 AND payment_method = 'COD'
         ON CONFLICT (movement_id) DO NOTHING`,
        [event.eventId, kind, event.recordedAt, e.data.orderId],
      );
      return;
    }
    case 'PaymentSucceeded':
      await writes.query(MOVEMENT, [event.eventId, 'captured', e.data.orderId, e.data.paymentId, e.data.amountPaise, null, event.recordedAt]);
      return;
    case 'RefundSucceeded':
      await writes.query(MOVEMENT, [event.eventId, 'refunded', e.data.orderId, e.data.paymentId, e.data.amountPaise, e.data.kind ?? null, event.recordedAt]);
  }
}
