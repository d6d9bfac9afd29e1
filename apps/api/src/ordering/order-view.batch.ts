import { batchRowsOf, type RecordedEvent, type Row, type RowsOf } from '../platform/event-store/index.js';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import { CUSTOMER_ERASED, type CustomerErasedFacts, eraseCustomerFromOrdersView } from './customer-erased.js';
import type { OrderEvent } from './order.events.js';

const BLANK = { refunded_paise: 0, refund_pending_paise: 0 };

/**
 * orderViewProjection.apply's rules over a batch: the order events between two CustomerErased are folded
 * in memory (one read and one write of orders_view), each CustomerErased is one UPDATE in its place.
 * `rowsOf`: where the fold's rows come from (a rebuild keeps them in memory between batches).
 */
export async function applyOrderViewBatch(tx: SqlClient, events: readonly RecordedEvent[], rowsOf: RowsOf = batchRowsOf): Promise<void> {
  let start = 0;
  for (let i = 0; i < events.length; i++) {
    if (events[i].type !== CUSTOMER_ERASED) continue;
    if (i > start) await applyOrderEvents(tx, events.slice(start, i), rowsOf);
    // Rows a rebuild still holds in memory go to the table first, so the UPDATE blanks every one of the
    // customer's orders, and a later event reads the blanked row back instead of a stale held copy.
    await rowsOf(tx, 'orders_view', 'order_id', BLANK).flush();
    await eraseCustomerFromOrdersView(tx, events[i].data as CustomerErasedFacts);
    start = i + 1;
  }
  if (start < events.length) await applyOrderEvents(tx, events.slice(start), rowsOf);
}

async function applyOrderEvents(tx: SqlClient, events: readonly RecordedEvent[], rowsOf: RowsOf): Promise<void> {
  const rows = rowsOf(tx, 'orders_view', 'order_id', BLANK);
  await rows.load(events.map((event) => (event as unknown as OrderEvent).data.orderId));
  for (const event of events) {
    const e = event as unknown as OrderEvent;
    const v = event.streamVersion;
    if (e.type === 'OrderPlaced') {
      const d = e.data;
      if (rows.get(d.orderId) !== null) continue; // ON CONFLICT DO NOTHING
      rows.create(d.orderId, {
        order_id: d.orderId, order_number: d.orderNumber, customer_id: d.customerId, customer_name: d.customerName, customer_phone: d.customerPhone, status: d.status,
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
