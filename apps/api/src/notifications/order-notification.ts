import { adminOrderId, formatRupees } from '@jhatpat/domain';
import type { RecordedEvent } from '../platform/event-store/index.js';
import { ERASED } from '../platform/personal-data/index.js';
import type { OrderPlacedFacts, OrderStatusChangedFacts, PaymentFailedFacts, PaymentSucceededFacts, RefundSettledFacts } from './consumed-events.js';

/** docs/product.md §7 Admin: the filters of GET /notifications/order-notifications. */
export const NOTIFICATION_KINDS = ['confirmed', 'pending_payment', 'completed', 'cancelled', 'refunded'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** docs/product.md §3 Notification (id, message, time), plus what the read model files it under. */
export interface OrderNotification {
  id: string;
  orderId: string;
  kind: NotificationKind;
  message: string;
  time: string;
}

const NEW_ORDER_PREFIX = 'New order #';
// "New order #ABC123 from <name>: ₹1,234.00 (COD)": the name is everything between " from " and the last ": ".
const NEW_ORDER_MESSAGE = /^(New order #[0-9A-F]{6} from )(.*)(: [^:]*)$/s;

/** The new-order messages among these, with the customer's name as a replay after erasure writes it. */
export function erasedOrderPlacedMessages(rows: readonly { id: string; message: string }[]): { id: string; message: string }[] {
  return rows.flatMap(({ id, message }) => {
    const match = NEW_ORDER_MESSAGE.exec(message);
    return match && match[2] !== ERASED ? [{ id, message: `${match[1]}${ERASED}${match[3]}` }] : [];
  });
}

/** The notification an event makes, or null for any other event; the id is the event's, so it is made once. */
export function orderNotificationOf(event: RecordedEvent): OrderNotification | null {
  // A malformed event is skipped, not retried forever: one bad event must not stall the whole feed.
  const { orderId } = (event.data ?? {}) as { orderId?: unknown };
  if (typeof orderId !== 'string') return null;
  const made = { id: event.eventId, time: event.recordedAt.toISOString() };
  switch (event.type) {
    case 'OrderPlaced': {
      const order = event.data as OrderPlacedFacts;
      const kind: NotificationKind = order.status === 'pending_payment' ? 'pending_payment' : 'confirmed';
      const message = `${NEW_ORDER_PREFIX}${adminOrderId(order.orderId)} from ${order.customerName}: ${formatRupees(Number(order.grandTotalPaise) || 0)} (${order.paymentMethod})`;
      return { ...made, orderId: order.orderId, kind, message };
    }
    case 'PaymentSucceeded': {
      const payment = event.data as PaymentSucceededFacts;
      const message = `Payment received for order #${adminOrderId(payment.orderId)}: ${formatRupees(Number(payment.amountPaise) || 0)} (${payment.method})`;
      return { ...made, orderId: payment.orderId, kind: 'completed', message };
    }
    case 'PaymentFailed': {
      const payment = event.data as PaymentFailedFacts;
      const message = `Payment failed for order #${adminOrderId(payment.orderId)}: ${payment.reason}`;
      return { ...made, orderId: payment.orderId, kind: 'pending_payment', message };
    }
    case 'OrderStatusChanged': {
      const change = event.data as OrderStatusChangedFacts;
      if (change.to !== 'cancelled') return null;
      const message = `Order #${adminOrderId(change.orderId)} cancelled${change.reason ? `: ${change.reason}` : ''}`;
      return { ...made, orderId: change.orderId, kind: 'cancelled', message };
    }
    case 'RefundSucceeded':
    case 'RefundFailed': {
      const refund = event.data as RefundSettledFacts;
      const amount = formatRupees(Number(refund.amountPaise) || 0);
      const message =
        event.type === 'RefundSucceeded'
          ? `Refunded ${amount} for order #${adminOrderId(refund.orderId)}`
          : `Refund of ${amount} for order #${adminOrderId(refund.orderId)} failed: ${refund.reason ?? 'refused by the provider'}`;
      return { ...made, orderId: refund.orderId, kind: 'refunded', message };
    }
    default:
      return null;
  }
}
