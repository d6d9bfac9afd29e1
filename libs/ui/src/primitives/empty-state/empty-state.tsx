import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** Usually a Button such as "Continue Shopping". */
  action?: ReactNode;
  /** Decorative picture; hidden from assistive tech. */
  illustration?: ReactNode;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

export function EmptyState({ title, description, action, illustration, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.state} data-kind="empty">
      {illustration && <div aria-hidden="true" className={styles.illustration}>{illustration}</div>}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
