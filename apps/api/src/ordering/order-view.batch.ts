import { batchRowsOf, type RecordedEvent, type Row, type RowsOf } from '../platform/event-store/index.js';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import type { OrderEvent } from './order.events.js';

const BLANK = { refunded_paise: 0, refund_pending_paise: 0 };

/** orderViewProjection.apply's rules, folded over a batch in memory: one read and one write of orders_view. */
export async function applyOrderViewBatch(tx: SqlClient, events: readonly RecordedEvent[], rowsOf: RowsOf = batchRowsOf): Promise<void> {
  const rows = rowsOf(tx, 'orders_view', 'order_id', BLANK);
  await rows.load(events.map((event) => (event as unknown as OrderEvent).data.orderId));
  for (const event of events) {
    const e = event as unknown as OrderEvent;
    const v = event.streamVersion;
    if (e.type === 'OrderPlaced') {
      const d = e.data;
      if (rows.get(d.orderId) !== null) continue; // ON CONFLICT DO NOTHING
      rows.create(d.orderId, {
        order_id: d.orderId, customer_id: d.customerId, customer_name: d.customerName, customer_phone: d.customerPhone, status: d.status,
        payment_status: d.paymentStatus, payment_method: d.paymentMethod, items: d.items, items_total_paise: d.itemsTotalPaise,
        delivery_paise: d.deliveryChargePaise, handling_paise: d.handlingChargePaise, tip_paise: d.tipPaise, donation_paise: d.donationPaise,
        grand_total_paise: d.grandTotalPaise, address: d.address, order_notes: d.orderNotes ?? null, placed_at: d.placedAt,
        estimated_delivery: d.estimatedDelivery, version: v,
      });
      continue;
    }
    const row = rows.get(e.data.orderId);
    if (row === null || Number(row.version) >= v) continue; // WHERE order_id = $1 AND version < $2
    const next: Row = { ...row, version: v };
    switch (e.type) {
      case 'OrderStatusChanged':
        Object.assign(next, { status: e.data.to, status_reason: e.data.reason ?? null, delivered_at: e.data.to === 'delivered' ? event.recordedAt : row.delivered_at });
        break;
      case 'OrderPaymentAttempted':
        next.payment_status = 'pending';
        break;
      case 'OrderRefundRequested':
        next.refund_pending_paise = Number(row.refund_pending_paise) + e.data.amountPaise;
        break;
      case 'OrderRefundSettled':
        next.refund_pending_paise = Number(row.refund_pending_paise) - e.data.amountPaise;
        next.refunded_paise = Number(row.refunded_paise) + (e.data.outcome === 'succeeded' ? e.data.amountPaise : 0);
        break;
      case 'OrderPaymentStatusChanged':
        next.payment_status = e.data.to;
        break;
      case 'OrderAcceptedForDelivery':
        Object.assign(next, { rider_id: e.data.riderId, rider_name: e.data.riderName });
        break;
      case 'OrderDeliveryDetailsChanged':
        Object.assign(next, { carrier: e.data.carrier, tracking_number: e.data.trackingNumber });
    }
    rows.set(e.data.orderId, next);
  }
  await rows.write();
}
