import type { AuditEvent } from '@jhatpat/api-client';
import styles from './order-history.module.css';
import { shopDateTime } from '../format/shop-time';


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
    default:
      return type;
  }
}

/** Who did it: the role and the end of the actor's id (the audit API records both). */
export function describeActor({ metadata }: AuditEvent): string {
  const role = typeof metadata.role === 'string' ? metadata.role : 'system';
  const actor = typeof metadata.actorId === 'string' ? ` ${metadata.actorId.slice(-6)}` : '';
  return `${role}${actor}`;
}

/** An order's events, oldest first, each with its time and actor (the admin's View modal and the audit timeline). */
export function OrderHistory({ events }: { events: readonly AuditEvent[] }) {
  return (
    <ol className={styles.history} aria-label="Order history">
      {events.map((event) => (
        <li key={event.eventId}>
          <span>{describeEvent(event)}</span>
          <span className={styles.meta}>
            <time dateTime={event.recordedAt}>{shopDateTime.format(new Date(event.recordedAt))}</time> · by {describeActor(event)}
          </span>
        </li>
      ))}
    </ol>
  );
}
