import type { AuditEvent } from '@jhatpat/api-client';
import { formatRupees } from '@jhatpat/domain';
import styles from './order-history.module.css';
import { shopDateTimeToSecond } from '../format/shop-time';

const paiseText = (paise: unknown) => (Number.isInteger(paise) ? formatRupees(paise as number) : '—');

/** What an event did, in the shop's words. */
export function describeEvent({ type, data }: AuditEvent): string {
  const d = (data ?? {}) as Record<string, unknown>;
  switch (type) {
    case 'OrderPlaced':
      return `Order placed (${String(d.paymentMethod ?? '')}, ${String(d.status ?? '')})`;
    case 'OrderStatusChanged':
      return `Status ${String(d.from)} → ${String(d.to)}${d.reason ? ` (${String(d.reason)})` : ''}`;
    case 'OrderPaymentStatusChanged':
      return `Payment ${String(d.from)} → ${String(d.to)}`;
    case 'OrderDeliveryDetailsChanged':
      return `Delivery details: ${String(d.carrier)}, ${String(d.trackingNumber)}`;
    case 'OrderAcceptedForDelivery':
      return `Accepted for delivery by ${String(d.riderName ?? d.riderId)}`;
    // Issue 14: refunds are events of the order (apps/api ordering/order.events.ts).
    case 'OrderRefundRequested':
      return `Refund of ${paiseText(d.amountPaise)} asked (${String(d.reason ?? d.kind ?? '')})`;
    case 'OrderRefundSettled':
      return `Refund of ${paiseText(d.amountPaise)} ${d.outcome === 'succeeded' ? 'done' : 'failed'}`;
    default:
      return readableType(type);
  }
}

/** An event type in words: "PaymentSucceeded" → "Payment succeeded". */
export const readableType = (type: string): string => {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The names the events themselves give their actors: the customer who placed the order (OrderPlaced)
 * the rider who took it (OrderAcceptedForDelivery) and the auditor or admin who unmasked an order
 * (OrderUnmasked, since it records `by`). Staff without a name in the log go by role.
 */
export function actorNamesOf(events: readonly AuditEvent[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const { type, data, metadata } of events) {
    const d = (data ?? {}) as Record<string, unknown>;
    if (type === 'OrderPlaced' && typeof metadata.actorId === 'string' && typeof d.customerName === 'string') names.set(metadata.actorId, d.customerName);
    if (type === 'OrderAcceptedForDelivery' && typeof d.riderId === 'string' && typeof d.riderName === 'string') names.set(d.riderId, d.riderName);
    if (type === 'OrderUnmasked' && typeof metadata.actorId === 'string' && typeof d.by === 'string') names.set(metadata.actorId, d.by);
  }
  return names;
}

/** Who did it: the role the audit API records, and the actor's name where the log gives one; never a piece of an id. */
export function describeActor({ metadata }: AuditEvent, names: ReadonlyMap<string, string> = new Map()): string {
  const role = typeof metadata.role === 'string' ? metadata.role : 'system';
  const name = typeof metadata.actorId === 'string' ? names.get(metadata.actorId) : undefined;
  return name ? `${role} ${name}` : role;
}

/** An id cut to its first 8 characters, the whole of it on hover and for screen readers. */
function ShortId({ label, id }: { label: string; id: unknown }) {
  if (typeof id !== 'string' || !id) return <>{label} —</>;
  return (
    <>
      {label}{' '}
      <code title={id} aria-label={`${label} ${id}`}>
        {id.slice(0, 8)}
      </code>
    </>
  );
}

/**
 * An order's events, oldest first, each with its time and actor (the admin's View modal and the audit
 * timeline). `showChain`: each event's correlation and causation ids too, so an auditor can follow
 * checkout → payment → settlement → refund.
 */
export function OrderHistory({ events, showChain = false }: { events: readonly AuditEvent[]; showChain?: boolean }) {
  const names = actorNamesOf(events);
  return (
    <ol className={styles.history} aria-label="Order history">
      {events.map((event) => (
        <li key={event.eventId}>
          <span>{describeEvent(event)}</span>
          <span className={styles.meta}>
            <time dateTime={event.recordedAt}>{shopDateTimeToSecond.format(new Date(event.recordedAt))}</time> · by {describeActor(event, names)}
          </span>
          {showChain && (
            <span className={styles.meta} data-chain="">
              <ShortId label="correlation" id={event.metadata.correlationId} /> · <ShortId label="caused by" id={event.metadata.causationId} /> · event{' '}
              <code title={event.eventId}>{event.eventId.slice(0, 8)}</code>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
