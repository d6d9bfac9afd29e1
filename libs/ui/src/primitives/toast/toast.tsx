import { useEffect } from 'react';
import { shopRules } from '@jhatpat/domain';
import { useShopText } from '../../locale/shop-text';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastMessage {
  id: string;
  message: string;
  /** @default 'info' */
  tone?: ToastTone;
}

export interface ToastProps extends ToastMessage {
  onDismiss: (event: { id: string }) => void;
  /** docs/product.md §9: toasts close by themselves after 3000 ms. @default shopRules.toastAutoCloseMs */
  autoCloseMs?: number;
}

export function Toast({ id, message, tone = 'info', onDismiss, autoCloseMs = shopRules.toastAutoCloseMs }: ToastProps) {
  const { t } = useShopText();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss({ id }), autoCloseMs);
    return () => clearTimeout(timer);
  }, [id, autoCloseMs, onDismiss]);

  return (
    <div role="status" className={styles.toast} data-tone={tone}>
      <span className={styles.message}>{message}</span>
      <button type="button" className={styles.dismiss} aria-label={t('Dismiss')} onClick={() => onDismiss({ id })}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
