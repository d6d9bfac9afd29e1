import type { ReactNode } from 'react';
import type { LinkComponent } from '../../internal/link';
import { useShopText } from '../../locale/shop-text';
import { HeaderBrand } from './header-brand';
import styles from './headers.module.css';

export interface GuestHeaderProps {
  /** The LocationButton. */
  location?: ReactNode;
  /** The SearchBar. */
  search?: ReactNode;
  /** The CartButton. */
  cart?: ReactNode;
  /** The language switch (issue 19 "हिन्दी"), first in the nav so a phone keeps it in its top row. */
  language?: ReactNode;
  /** @default '/login' */
  loginHref?: string;
  linkComponent?: LinkComponent;
}

/** docs/product.md §2 Headers, guest: a Login link and a cart button. */
export function GuestHeader({ location, search, cart, language, loginHref = '/login', linkComponent: Link = 'a' }: GuestHeaderProps) {
  const { t } = useShopText();
  return (
    <header className={styles.header} data-role="guest">
      <HeaderBrand linkComponent={Link} />
      {location}
      {search && <div className={styles.slot}>{search}</div>}
      <nav className={styles.nav} aria-label={t('Account')}>
        {language}
        <Link href={loginHref} className={styles.link}>
          {t('Login')}
        </Link>
        {cart}
      </nav>
    </header>
  );
}
