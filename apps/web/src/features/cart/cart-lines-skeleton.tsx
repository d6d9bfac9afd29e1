import { Skeleton, Spinner, useShopText } from '@jhatpat/ui';
import styles from './cart-screen.module.css';

/** Placeholder lines while the server cart loads; the spinner tells assistive tech what is happening. */
export function CartLinesSkeleton() {
  const { t } = useShopText();
  return (
    <div className={styles.skeleton}>
      <Spinner label={t('Loading your cart')} />
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonLine}>
          <Skeleton width="3.5rem" height="3.5rem" shape="rect" />
          <Skeleton width="60%" height="1.25rem" />
        </div>
      ))}
    </div>
  );
}
