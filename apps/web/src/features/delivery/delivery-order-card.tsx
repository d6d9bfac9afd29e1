import type { Order } from '@jhatpat/api-client';
import { formatRupees, itemCountText, OFFERED_TO_RIDERS, rupeesToPaise } from '@jhatpat/domain';
import { Button, Card, StatusChip } from '@jhatpat/ui';
import styles from './delivery-orders-screen.module.css';
import { elapsedSince } from '../../shared/format/shop-time';

export type RiderStep = 'accept' | 'pickedUp' | 'delivered';

const stepLabels: Record<RiderStep, string> = { accept: 'Accept', pickedUp: 'Picked Up', delivered: 'Delivered' };

/** What the rider can do next with an order: take it, pick it up, or hand it over. */
export function nextStep(order: Order, mine: boolean): RiderStep | null {
  if (!mine) return 'accept';
  if (order.status === 'shipped') return 'delivered';
  if (OFFERED_TO_RIDERS.includes(order.status)) return 'pickedUp';
  return null;
}

/** How long ago the order was placed, as a rider reads it at a glance. */
export function ageOf(placedAt: string, now: number): string {
  return now - Date.parse(placedAt) < 60_000 ? 'just now' : `${elapsedSince(placedAt, now)} ago`;
}

interface DeliveryOrderCardProps {
  order: Order;
  mine: boolean;
  now: number;
  busy: boolean;
  /** Offline riders see ready orders but cannot take them. */
  canAccept: boolean;
  onStep: (step: RiderStep) => void;
}

export function DeliveryOrderCard({ order, mine, now, busy, canAccept, onStep }: DeliveryOrderCardProps) {
  const step = nextStep(order, mine);
  const shortId = order.orderNumber;
  const contact = order.address.addressId;
  const collect = order.paymentMethod === 'COD' && order.paymentStatus !== 'paid';
  return (
    <Card as="article" className={styles.card} aria-label={`Order #${shortId}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>Order #{shortId}</h3>
        <StatusChip status={order.status} />
      </div>
      <p>
        {contact.contactName} · <a href={`tel:${contact.contactPhone ?? order.userId.phone}`}>{contact.contactPhone ?? order.userId.phone}</a>
      </p>
      <p>{order.address.details}</p>
      <p className={styles.muted}>
        {itemCountText(order.items.reduce((n, item) => n + item.quantity, 0))} · {formatRupees(rupeesToPaise(order.grandTotal))} · placed {ageOf(order.createdAt, now)}
      </p>
      <p className={collect ? styles.collect : styles.muted}>
        {collect ? `Pay at Delivery: collect ${formatRupees(rupeesToPaise(order.grandTotal))}` : `Paid (${order.paymentMethod})`}
      </p>
      {step && (
        <Button size="sm" loading={busy} disabled={step === 'accept' && !canAccept} aria-label={`${stepLabels[step]} order #${shortId}`} onClick={() => onStep(step)}>
          {stepLabels[step]}
        </Button>
      )}
    </Card>
  );
}
