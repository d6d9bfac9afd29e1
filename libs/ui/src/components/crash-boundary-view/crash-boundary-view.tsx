import { ErrorState } from '../../primitives/error-state/error-state';
import { useShopText } from '../../locale/shop-text';
import styles from './crash-boundary-view.module.css';

export interface CrashBoundaryViewProps {
  /** @default () => window.location.reload() */
  onReload?: () => void;
}

/** What an error boundary shows (docs/product.md §8 Crash): "Something went wrong" with "Reload Page". */
export function CrashBoundaryView({ onReload = () => window.location.reload() }: CrashBoundaryViewProps) {
  const { t } = useShopText();
  return (
    <main className={styles.crash}>
      <ErrorState title={t('Something went wrong')} retryLabel={t('Reload Page')} onRetry={onReload} headingLevel={2} />
    </main>
  );
}
