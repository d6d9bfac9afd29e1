import { useShopText } from '../../locale/shop-text';
import styles from './spinner.module.css';
import { VisuallyHidden } from '../../internal/visually-hidden';

export interface SpinnerProps {
  /** What is loading, read by screen readers. @default 'Loading' (in the shopper's language) */
  label?: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const { t } = useShopText();
  return (
    <span role="status" className={styles.spinner} data-size={size}>
      <span className={styles.ring} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('Loading')}</VisuallyHidden>
    </span>
  );
}
