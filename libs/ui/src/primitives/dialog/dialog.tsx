import { useCallback, useId, useRef, type ReactNode } from 'react';
import { useShopText } from '../../locale/shop-text';
import styles from './dialog.module.css';
import { useFocusTrap } from './use-focus-trap';

export type DialogCloseReason = 'escape' | 'backdrop' | 'close-button';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called for Escape, a backdrop click or the × button; the parent decides whether to close. */
  onClose: (event: { reason: DialogCloseReason }) => void;
  children?: ReactNode;
  /** Buttons under the content, e.g. Login and Cancel. */
  actions?: ReactNode;
  /** The × button's name. @default 'Close' (in the shopper's language) */
  closeLabel?: string;
  /** alertdialog for confirmations that need an answer. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: labelled by its title, traps focus, closes on Escape, gives focus back on close. */
export function Dialog({ open, title, onClose, children, actions, closeLabel, role = 'dialog' }: DialogProps) {
  const { t } = useShopText();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onEscape = useCallback(() => onClose({ reason: 'escape' }), [onClose]);
  useFocusTrap(ref, open, onEscape);
  if (!open) return null;

  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose({ reason: 'backdrop' })}>
      <div ref={ref} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel ?? t('Close')} onClick={() => onClose({ reason: 'close-button' })}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {actions && <footer className={styles.actions}>{actions}</footer>}
      </div>
    </div>
  );
}
