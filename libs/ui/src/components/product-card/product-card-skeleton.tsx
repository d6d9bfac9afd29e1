import { Skeleton } from '../../primitives/skeleton/skeleton';
import styles from './product-card.module.css';

/** Same box as ProductCard; hidden from assistive tech (the grid announces that it is loading). */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-skeleton>
      <Skeleton shape="rect" height="auto" className={styles.image} />
      <Skeleton width="3.5rem" />
      <Skeleton width="90%" />
      <Skeleton width="2.5rem" />
      <div className={styles.footer}>
        <Skeleton width="3rem" height="1.25rem" />
        <Skeleton shape="rect" width="4.5rem" height="2.25rem" />
      </div>
    </div>
  );
}
