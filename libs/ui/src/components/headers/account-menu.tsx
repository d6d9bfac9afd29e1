import { useEffect, useId, useRef, useState } from 'react';
import type { LinkComponent } from '../../internal/link';
import { useShopText } from '../../locale/shop-text';
import styles from './headers.module.css';

/** docs/product.md §2: the account menu's destinations. */
export const accountMenuLinks = [
  { href: '/orders', label: 'My Orders' },
  { href: '/customer/addresses', label: 'Saved Addresses' },
  { href: '/gift-cards', label: 'E-Gift Cards' },
  { href: '/faq', label: "FAQ's" },
  { href: '/privacy', label: 'Account Privacy' },
] as const;

export interface AccountMenuProps {
  /** Shown under "Account"; a welcome text when there is none. */
  phone?: string;
  /** @default 'Welcome!' */
  welcomeText?: string;
  onLogout: () => void;
  /** Shows "Delete account" (the right to erasure); the app asks for the password in a dialog. */
  onDeleteAccount?: () => void;
  linkComponent?: LinkComponent;
}

/** A disclosure (button + list of links), not an ARIA menu: links navigate, so plain Tab order suits. */
export function AccountMenu({ phone, welcomeText = 'Welcome!', onLogout, onDeleteAccount, linkComponent: Link = 'a' }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { t } = useShopText();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.account}>
      <button ref={buttonRef} type="button" className={styles.link} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        {t('Account')}
        <span className={styles.accountDetail}>{phone || t(welcomeText)}</span>
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          {accountMenuLinks.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={styles.menuLink}>
                {t(item.label)}
              </Link>
            </li>
          ))}
          {onDeleteAccount && (
            <li>
              <button type="button" className={styles.menuLink} onClick={() => (setOpen(false), onDeleteAccount())}>
                {t('Delete account')}
              </button>
            </li>
          )}
          <li>
            <button type="button" className={styles.menuLink} onClick={onLogout}>
              {t('Log Out')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
