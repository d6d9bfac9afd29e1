import type { Flash } from './use-flash';
import styles from './admin-page.module.css';

/** Announces the last change's outcome: politely for success, as an alert for a failure. */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <div className={styles.flashSlot} aria-live="polite">
      {flash && (
        <p role={flash.kind === 'error' ? 'alert' : 'status'} className={styles.flash} data-kind={flash.kind}>
          {flash.text}
        </p>
      )}
    </div>
  );
}
