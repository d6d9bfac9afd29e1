import { isFinalOrderStatus, trackerStepIndex, trackerSteps, type OrderStatus } from '@jhatpat/domain';
import styles from './order-status-tracker.module.css';
import { useShopText } from '../../locale/shop-text';

export interface OrderStatusTrackerProps {
  status: OrderStatus;
  /** Names the tracker. @default 'Order status' */
  label?: string;
}

/** docs/product.md §4: Payment → Confirmed → Preparing → Shipped → Delivered; Cancelled shown apart in red. */
export function OrderStatusTracker({ status, label: given }: OrderStatusTrackerProps) {
  const { t } = useShopText();
  const label = given ?? t('Order status');
  if (status === 'cancelled') {
    return (
      <div className={styles.tracker} data-status="cancelled" role="group" aria-label={label}>
        <p className={styles.cancelled}>{t('Cancelled')}</p>
      </div>
    );
  }
  const current = trackerStepIndex(status);
  return (
    <ol className={styles.tracker} data-status={status} aria-label={label}>
      {trackerSteps.map((step, i) => {
        // The last step, once reached, is done (a tick), not a step still under way (issue 19 item 8).
        const state = i < current || (i === current && isFinalOrderStatus(status)) ? 'complete' : i === current ? 'current' : 'upcoming';
        return (
          <li key={step.status} className={styles.step} data-state={state} aria-current={i === current ? 'step' : undefined}>
            <span className={styles.dot} aria-hidden="true">
              {state === 'complete' ? '✓' : i + 1}
            </span>
            <span className={styles.label}>{t(step.label)}</span>
          </li>
        );
      })}
    </ol>
  );
}
