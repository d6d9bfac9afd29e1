import { Toast, type ToastMessage } from './toast';
import { useShopText } from '../../locale/shop-text';
import styles from './toast.module.css';

export interface ToastRegionProps {
  toasts: readonly ToastMessage[];
  onDismiss: (event: { id: string }) => void;
  autoCloseMs?: number;
}

/** Bottom-centre stack of toasts (docs/product.md §8 "Addresses (toasts, bottom centre)"), newest last. */
export function ToastRegion({ toasts, onDismiss, autoCloseMs }: ToastRegionProps) {
  const { t } = useShopText();
  return (
    <section aria-label={t('Notifications')} className={styles.region}>
      {toasts.map((toast) => (
        <Toast key={toast.id} {...toast} onDismiss={onDismiss} autoCloseMs={autoCloseMs} />
      ))}
    </section>
  );
}
