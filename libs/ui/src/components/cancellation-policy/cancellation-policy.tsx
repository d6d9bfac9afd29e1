import { useId } from 'react';
import styles from './cancellation-policy.module.css';
import { useShopText } from '../../locale/shop-text';

/** docs/product.md §2 cart screen, verbatim. */
export const cancellationPolicyText =
  'Orders cannot be cancelled once packed for delivery. In case of unexpected delays, a refund will be provided, if applicable.';

export function CancellationPolicy() {
  const titleId = useId();
  const { t } = useShopText();
  return (
    <section className={styles.policy} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('Cancellation Policy')}
      </h2>
      <p className={styles.text}>{t(cancellationPolicyText)}</p>
    </section>
  );
}
