import { Skeleton, Spinner, useShopText } from '@jhatpat/ui';
import styles from './addresses-screen.module.css';

/** Placeholder cards while the saved addresses load. */
export function AddressesSkeleton() {
  const { t } = useShopText();
  return (
    <div className={styles.list}>
      <Spinner label={t('Loading your addresses')} />
      {[0, 1].map((card) => (
        <Skeleton key={card} height="8rem" shape="rect" />
      ))}
    </div>
  );
}
