import type { ReactNode } from 'react';
import type { LinkComponent } from '../../internal/link';
import { HeaderBrand } from './header-brand';
import styles from './headers.module.css';

export interface GuestHeaderProps {
  /** The LocationButton. */
  location?: ReactNode;
  /** The SearchBar. */
  search?: ReactNode;
  /** The CartButton. */
  cart?: ReactNode;
  /** @default '/login' */
  loginHref?: string;
  linkComponent?: LinkComponent;
}

/** docs/product.md §2 Headers, guest: a Login link and a cart button. */
export function GuestHeader({ location, search, cart, loginHref = '/login', linkComponent: Link = 'a' }: GuestHeaderProps) {
  return (
    <header className={styles.header} data-role="guest">
      <HeaderBrand linkComponent={Link} />
      {location}
      {search && <div className={styles.slot}>{search}</div>}
      <nav className={styles.nav} aria-label="Account">
        <Link href={loginHref} className={styles.link}>
          Login
        </Link>
        {cart}
      </nav>
    </header>
  );
}
