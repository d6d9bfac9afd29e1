import { Skeleton, Spinner } from '@jhatpat/ui';
import styles from './addresses-screen.module.css';

/** Placeholder cards while the saved addresses load. */
export function AddressesSkeleton() {
  return (
    <div className={styles.list}>
      <Spinner label="Loading your addresses" />
      {[0, 1].map((card) => (
        <Skeleton key={card} height="8rem" shape="rect" />
      ))}
    </div>
  );
}
