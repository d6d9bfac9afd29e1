import { formatRupees } from '@jhatpat/domain';
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
// "New order #JP-000123 from <name>: ₹1,234.00 (COD)": the name is everything between " from " and the last ": ".
// (Rows written before order numbers read "#ABC123" until the 1763980200000 migration renames them.)
const NEW_ORDER_MESSAGE = /^(New order #\S+ from )(.*)(: [^:]*)$/s;

/** Order numbers by order id (the log's, platform/ids/order-number.ts): messages name orders as every screen does. */
export type OrderNumbers = ReadonlyMap<string, string>;

/** The new-order messages among these, with the customer's name as a replay after erasure writes it. */
export function erasedOrderPlacedMessages(rows: readonly { id: string; message: string }[]): { id: string; message: string }[] {
  return rows.flatMap(({ id, message }) => {
    const match = NEW_ORDER_MESSAGE.exec(message);
    return match && match[2] !== ERASED ? [{ id, message: `${match[1]}${ERASED}${match[3]}` }] : [];
  });
}

/**
 * The notification an event makes, or null for any other event; the id is the event's, so it is made once.
 * An OrderPlaced carries its own number; the others' come from `numbers` (an order it lacks, which only a
 * malformed log could hold, is named by its id).
 */
export function orderNotificationOf(event: RecordedEvent, numbers: OrderNumbers = new Map()): OrderNotification | null {
  // A malformed event is skipped, not retried forever: one bad event must not stall the whole feed.
  const { orderId, orderNumber } = (event.data ?? {}) as { orderId?: unknown; orderNumber?: unknown };
  if (typeof orderId !== 'string') return null;
  const made = { id: event.eventId, time: event.recordedAt.toISOString() };
  const numbered = (id: string): string => (typeof orderNumber === 'string' ? orderNumber : (numbers.get(id) ?? id));
  switch (event.type) {
    case 'OrderPlaced': {
      const order = event.data as OrderPlacedFacts;
      const kind: NotificationKind = order.status === 'pending_payment' ? 'pending_payment' : 'confirmed';
      const message = `${NEW_ORDER_PREFIX}${numbered(order.orderId)} from ${order.customerName}: ${formatRupees(Number(order.grandTotalPaise) || 0)} (${order.paymentMethod})`;
      return { ...made, orderId: order.orderId, kind, message };
    }
    case 'PaymentSucceeded': {
      const payment = event.data as PaymentSucceededFacts;
      const message = `Payment received for order #${numbered(payment.orderId)}: ${formatRupees(Number(payment.amountPaise) || 0)} (${payment.method})`;
      return { ...made, orderId: payment.orderId, kind: 'completed', message };
    }
    case 'PaymentFailed': {
      const payment = event.data as PaymentFailedFacts;
      const message = `Payment failed for order #${numbered(payment.orderId)}: ${payment.reason}`;
      return { ...made, orderId: payment.orderId, kind: 'pending_payment', message };
    }
    case 'OrderStatusChanged': {
      const change = event.data as OrderStatusChangedFacts;
      if (change.to !== 'cancelled') return null;
      const message = `Order #${numbered(change.orderId)} cancelled${change.reason ? `: ${change.reason}` : ''}`;
      return { ...made, orderId: change.orderId, kind: 'cancelled', message };
    }
    case 'RefundSucceeded':
    case 'RefundFailed': {
      const refund = event.data as RefundSettledFacts;
      const amount = formatRupees(Number(refund.amountPaise) || 0);
      const message =
        event.type === 'RefundSucceeded'
          ? `Refunded ${amount} for order #${numbered(refund.orderId)}`
          : `Refund of ${amount} for order #${numbered(refund.orderId)} failed: ${refund.reason ?? 'refused by the provider'}`;
      return { ...made, orderId: refund.orderId, kind: 'refunded', message };
    }
    default:
      return null;
  }
}

/** The orders these events name whose number is not in the event itself: what orderNotificationOf needs looked up. */
export function ordersToNumber(events: readonly RecordedEvent[]): string[] {
  return events.flatMap((event) => {
    const { orderId, orderNumber } = (event.data ?? {}) as { orderId?: unknown; orderNumber?: unknown };
    return typeof orderId === 'string' && typeof orderNumber !== 'string' ? [orderId] : [];
  });
}
