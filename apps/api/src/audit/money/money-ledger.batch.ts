import type { OrderEvent, PackingEvent } from '../../ordering/index.js';
import type { PaymentEvent } from '../../payments/index.js';
import type { SqlClient } from '../../platform/database/sql-transaction.js';
import { batchRowsOf, type RecordedEvent, type RowsOf } from '../../platform/event-store/index.js';

/** moneyLedgerProjection.apply's rules, folded over a batch in memory: one read and one write per table. */
export async function applyMoneyLedgerBatch(tx: SqlClient, events: readonly RecordedEvent[], rowsOf: RowsOf = batchRowsOf): Promise<void> {
  const orders = rowsOf(tx, 'money_orders', 'order_id', {});
  const movements = rowsOf(tx, 'money_movements', 'movement_id', {});
  const typed = events.map((event) => ({ event, e: event as unknown as OrderEvent | PackingEvent | PaymentEvent }));
  await orders.load(typed.map(({ e }) => e.data.orderId));
  const movesMoney = ({ e }: (typeof typed)[number]) => e.type === 'OrderPaymentStatusChanged' || e.type === 'PaymentSucceeded' || e.type === 'RefundSucceeded';
  await movements.load(typed.filter(movesMoney).map(({ event }) => event.eventId));
  const move = (event: RecordedEvent, values: Record<string, unknown>) => {
    if (movements.get(event.eventId) !== null) return; // ON CONFLICT (movement_id) DO NOTHING
    movements.create(event.eventId, { movement_id: event.eventId, payment_id: null, refund_kind: null, at: event.recordedAt, ...values });
  };
  for (const { event, e } of typed) {
    switch (e.type) {
      case 'OrderPlaced':
        if (orders.get(e.data.orderId) === null) {
          orders.create(e.data.orderId, {
            order_id: e.data.orderId, payment_method: e.data.paymentMethod, grand_total_paise: e.data.grandTotalPaise, status: e.data.status, placed_at: e.data.placedAt, taken_off_paise: 0,
          });
        }
        break;
      case 'OrderStatusChanged': {
        const order = orders.get(e.data.orderId);
        if (order) orders.set(e.data.orderId, { ...order, status: e.data.to });
        break;
      }
      case 'OrderLineShort':
      case 'OrderLineSubstituted': {
        const order = orders.get(e.data.orderId);
        if (order && e.data.amountPaise > 0) orders.set(e.data.orderId, { ...order, taken_off_paise: Number(order.taken_off_paise) + e.data.amountPaise });
        break;
      }
      case 'OrderPaymentStatusChanged': {
        const kind = e.data.to === 'paid' ? 'cod_collected' : e.data.from === 'paid' && e.data.to === 'refunded' ? 'cod_returned' : null;
        const order = orders.get(e.data.orderId);
        if (kind && order && order.payment_method === 'COD') move(event, { kind, order_id: order.order_id, amount_paise: Number(order.grand_total_paise) - Number(order.taken_off_paise) });
        break;
      }
      case 'PaymentSucceeded':
        move(event, { kind: 'captured', order_id: e.data.orderId, payment_id: e.data.paymentId, amount_paise: e.data.amountPaise });
        break;
      case 'RefundSucceeded':
        move(event, { kind: 'refunded', order_id: e.data.orderId, payment_id: e.data.paymentId, amount_paise: e.data.amountPaise, refund_kind: e.data.kind ?? null });
    }
  }
  await orders.write();
  await movements.write();
}
