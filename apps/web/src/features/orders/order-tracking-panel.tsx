import type { Order, SocketStatus } from '@jhatpat/api-client';
import { isFinalOrderStatus, type OrderStatus } from '@jhatpat/domain';
import { OrderStatusTracker, useShopText } from '@jhatpat/ui';
import { formatCountdown, lateText } from './countdown';
import styles from './order-tracking-panel.module.css';

const connectionText: Partial<Record<SocketStatus, string>> = {
  live: 'Live updates on',
  reconnecting: 'Reconnecting for live updates…',
  refused: 'Live updates are unavailable; reload to refresh.',
};

export interface OrderTrackingPanelProps {
  status: OrderStatus;
  /** Why the order last changed status (apps/api order.decider), e.g. "payment not received in time"; shown for a cancelled order. */
  statusReason?: string | null;
  /** Seconds to the estimated delivery; null when there is nothing to count (delivered, cancelled, no ETA). */
  remainingSeconds: number | null;
  connection: SocketStatus;
  /** The rider who took the order, as last read (a live update reads it again): with a phone while they have it. */
  rider?: Order['rider'];
}

/** docs/product.md §4 "Order status": the tracker, the ETA countdown and whether the status is live. */
export function OrderTrackingPanel({ status, statusReason = null, remainingSeconds, connection, rider = null }: OrderTrackingPanelProps) {
  const { t } = useShopText();
  const connectionNote = connectionText[connection];
  return (
    <section className={styles.panel} aria-labelledby="order-status-title">
      <h2 id="order-status-title" className={styles.title}>
        {t('Order status')}
      </h2>
      <OrderStatusTracker status={status} />
      {status === 'cancelled' && statusReason && <p className={styles.reason}>{t('This order was cancelled: {reason}.', { reason: statusReason })}</p>}
      {remainingSeconds !== null && (
        <p className={styles.eta}>
          {remainingSeconds > 0 ? (
            <>
              {t('Arriving in')} <span className={styles.countdown}>{formatCountdown(remainingSeconds)}</span>
            </>
          ) : (
            t(lateText(status, -remainingSeconds))
          )}
        </p>
      )}
      {rider && !isFinalOrderStatus(status) && (
        <p className={styles.rider}>
          <span>
            <span className={styles.riderName}>{rider.name}</span> {t('is your delivery partner')}
          </span>
          {rider.phone && (
            <a className={styles.call} href={`tel:+91${rider.phone}`}>
              {t('Call {name}', { name: rider.name })}
            </a>
          )}
        </p>
      )}
      {connectionNote && (
        <p className={styles.connection} data-connection={connection}>
          {t(connectionNote)}
        </p>
      )}
    </section>
  );
}
