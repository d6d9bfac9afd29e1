import type { ReactNode } from 'react';
import type { LinkComponent } from '../../internal/link';
import { useShopText } from '../../locale/shop-text';
import { AccountMenu } from './account-menu';
import { HeaderBrand } from './header-brand';
import styles from './headers.module.css';

export interface CustomerHeaderProps {
  /** The customer's phone, shown under "Account"; a welcome text when absent. */
  phone?: string;
  /** @default 'Welcome!' */
  welcomeText?: string;
  location?: ReactNode;
  search?: ReactNode;
  cart?: ReactNode;
  /** The language switch (issue 19 "हिन्दी"). */
  language?: ReactNode;
  onLogout: () => void;
  /** Adds "Delete account" to the account menu. */
  onDeleteAccount?: () => void;
  /** @default '/customer/dashboard' */
  homeHref?: string;
  linkComponent?: LinkComponent;
}

/** docs/product.md §2 Headers, customer: an Account dropdown, a cart button and Log Out. */
export function CustomerHeader({ phone, welcomeText, location, search, cart, language, onLogout, onDeleteAccount, homeHref = '/customer/dashboard', linkComponent }: CustomerHeaderProps) {
  const { t } = useShopText();
  return (
    <header className={styles.header} data-role="customer">
      <HeaderBrand href={homeHref} linkComponent={linkComponent} />
      {location}
      {search && <div className={styles.slot}>{search}</div>}
      <nav className={styles.nav} aria-label={t('Account')}>
        {language}
        <AccountMenu phone={phone} welcomeText={welcomeText} onLogout={onLogout} onDeleteAccount={onDeleteAccount} linkComponent={linkComponent} />
        {cart}
      </nav>
    </header>
  );
}
