import styles from './spinner.module.css';
import { VisuallyHidden } from '../../internal/visually-hidden';

export interface SpinnerProps {
  /** What is loading, read by screen readers. @default 'Loading' */
  label?: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label = 'Loading', size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className={styles.spinner} data-size={size}>
      <span className={styles.ring} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
