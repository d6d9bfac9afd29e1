import { Button } from '../button/button';
import styles from '../empty-state/empty-state.module.css';

export interface ErrorStateProps {
  /** @default 'Something went wrong' (docs/product.md §8 crash boundary) */
  title?: string;
  description?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** @default 'Reload Page' */
  retryLabel?: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/** A failed load, announced once as an alert, with an optional way to try again. */
export function ErrorState({ title = 'Something went wrong', description, onRetry, retryLabel = 'Reload Page', headingLevel = 2 }: ErrorStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div role="alert" className={styles.state} data-kind="error">
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {onRetry && (
        <div className={styles.action}>
          <Button variant="secondary" onClick={() => onRetry()}>
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
