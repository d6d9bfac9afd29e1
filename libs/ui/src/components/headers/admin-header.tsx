import type { LinkComponent } from '../../internal/link';
import { HeaderBrand } from './header-brand';
import styles from './headers.module.css';

export interface AdminHeaderProps {
  /** Clears the session; the app then goes to / (SPEC §2). */
  onLogout: () => void;
  linkComponent?: LinkComponent;
}

/** SPEC §2: "Welcome, Admin" with Account (/account), Add Product (/add-product) and Logout. */
export function AdminHeader({ onLogout, linkComponent: Link = 'a' }: AdminHeaderProps) {
  return (
    <header className={styles.header} data-role="admin">
      <HeaderBrand href="/admin/dashboard" linkComponent={Link} />
      <p className={styles.welcome}>Welcome, Admin</p>
      <nav className={styles.nav} aria-label="Admin">
        <Link href="/account" className={styles.link}>
          Account
        </Link>
        <Link href="/add-product" className={styles.link}>
          Add Product
        </Link>
        <button type="button" className={styles.link} onClick={onLogout}>
          Logout
        </button>
      </nav>
    </header>
  );
}
