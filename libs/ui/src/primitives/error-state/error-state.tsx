import { Button } from '../button/button';
import { useShopText } from '../../locale/shop-text';
import styles from '../empty-state/empty-state.module.css';

export interface ErrorStateProps {
  /** @default 'Something went wrong' (docs/product.md §8 crash boundary), in the shopper's language */
  title?: string;
  description?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** @default 'Reload Page', in the shopper's language */
  retryLabel?: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/** A failed load, announced once as an alert, with an optional way to try again. */
export function ErrorState({ title, description, onRetry, retryLabel, headingLevel = 2 }: ErrorStateProps) {
  const { t } = useShopText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div role="alert" className={styles.state} data-kind="error">
      <Heading className={styles.title}>{title ?? t('Something went wrong')}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {onRetry && (
        <div className={styles.action}>
          <Button variant="secondary" onClick={() => onRetry()}>
            {retryLabel ?? t('Reload Page')}
          </Button>
        </div>
      )}
    </div>
  );
}
