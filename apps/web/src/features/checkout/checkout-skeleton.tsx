import { Skeleton } from '@jhatpat/ui';
import styles from './checkout-skeleton.module.css';

/** Placeholder cards while addresses and the cart load; the container says it is busy. */
export function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.card}>
          <Skeleton width="30%" />
          <Skeleton width="80%" />
          <Skeleton width="50%" />
        </div>
      ))}
    </div>
  );
}
