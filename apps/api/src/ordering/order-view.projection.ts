import type { SqlClient } from '../platform/database/sql-transaction.js';
import type { InlineProjection, RecordedEvent } from '../platform/event-store/index.js';
import type { PersonalData } from '../platform/personal-data/index.js';
import { CUSTOMER_ERASED, type CustomerErasedFacts, eraseCustomerFromOrdersView } from './customer-erased.js';
import type { OrderEvent } from './order.events.js';
import { orderEventTypes } from './order.events.js';
import { applyOrderViewBatch } from './order-view.batch.js';
import { orderViewSetBased } from './order-view.rebuild.sql.js';

/**
 * Keeps orders_view equal to each order's events; a row only ever moves to a higher stream version.
 * Personal fields are opened through PersonalData ("[erased]" once the customer's key is gone), and
 * CustomerErased blanks the same fields in rows already written: the rebuild gives the same rows.
 */
export function orderViewProjection(personalData: PersonalData): InlineProjection {
  return {
    name: 'order-view',
    eventTypes: [...orderEventTypes, CUSTOMER_ERASED],
    tables: ['orders_view'],
    // A placed order's row is an insert from the event alone (its version is 1); the fields are opened with
    // the key the placing transaction sealed them with, which `reveal` holds for `tx` (no read).
    writesOnly: ['OrderPlaced'],
    async apply(tx: SqlClient, events: readonly RecordedEvent[], writes: SqlClient = tx) {
      for (const event of await personalData.reveal(events, tx)) await applyOne(writes, event);
    },
    async applyBatch(tx: SqlClient, events: readonly RecordedEvent[]) {
      await applyOrderViewBatch(tx, await personalData.reveal(events, tx));
    },
    setBased: orderViewSetBased(personalData),
  };
}

async function applyOne(tx: SqlClient, event: RecordedEvent): Promise<void> {
  if (event.type === CUSTOMER_ERASED) return eraseCustomerFromOrdersView(tx, event.data as CustomerErasedFacts);
  const e = event as unknown as OrderEvent;
  const guard = `WHERE order_id = $1 AND version < $2`;
  switch (e.type) {
    case 'OrderPlaced': {
      const d = e.data;
      await tx.query(
        `INSERT INTO orders_view (order_id, customer_id, customer_name, customer_phone, status, payment_status, payment_method,
           items, items_total_paise, delivery_paise, handling_paise, tip_paise, donation_paise, grand_total_paise, address,
           order_notes, placed_at, estimated_delivery, version, order_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17, $18, $19, $20)
         ON CONFLICT (order_id) DO NOTHING`,
        [d.orderId, d.customerId, d.customerName, d.customerPhone, d.status, d.paymentStatus, d.paymentMethod, JSON.stringify(d.items),
          d.itemsTotalPaise, d.deliveryChargePaise, d.handlingChargePaise, d.tipPaise, d.donationPaise, d.grandTotalPaise,
          JSON.stringify(d.address), d.orderNotes, d.placedAt, d.estimatedDelivery, event.streamVersion, d.orderNumber],
      );
      return;
    }
    case 'OrderStatusChanged':
      await tx.query(
        `UPDATE orders_view SET status = $3, version = $2, status_reason = $5,
           delivered_at = CASE WHEN $3 = 'delivered' THEN $4::timestamptz ELSE delivered_at END ${guard}`,
        [e.data.orderId, event.streamVersion, e.data.to, event.recordedAt, e.data.reason ?? null],
      );
      return;
    case 'OrderPaymentAttempted':
      await tx.query(`UPDATE orders_view SET payment_status = 'pending', version = $2 ${guard}`, [e.data.orderId, event.streamVersion]);
      return;
    case 'OrderRefundRequested':
      await tx.query(`UPDATE orders_view SET refund_pending_paise = refund_pending_paise + $3, version = $2 ${guard}`, [e.data.orderId, event.streamVersion, e.data.amountPaise]);
      return;
    case 'OrderRefundSettled':
      await tx.query(
        `UPDATE orders_view SET refund_pending_paise = refund_pending_paise - $3,
           refunded_paise = refunded_paise + CASE WHEN $4 = 'succeeded' THEN $3 ELSE 0 END, version = $2 ${guard}`,
        [e.data.orderId, event.streamVersion, e.data.amountPaise, e.data.outcome],
      );
      return;
    case 'OrderPaymentStatusChanged':
      await tx.query(`UPDATE orders_view SET payment_status = $3, version = $2 ${guard}`, [e.data.orderId, event.streamVersion, e.data.to]);
      return;
    case 'OrderAcceptedForDelivery':
      await tx.query(`UPDATE orders_view SET rider_id = $3, rider_name = $4, version = $2 ${guard}`, [
        e.data.orderId,
        event.streamVersion,
        e.data.riderId,
        e.data.riderName,
      ]);
      return;
    case 'OrderDeliveryDetailsChanged':
      await tx.query(`UPDATE orders_view SET carrier = $3, tracking_number = $4, version = $2 ${guard}`, [
        e.data.orderId,
        event.streamVersion,
        e.data.carrier,
        e.data.trackingNumber,
      ]);
  }
}
