import type { LinkComponent } from '../../internal/link';
import { HeaderBrand } from './header-brand';
import styles from './headers.module.css';

export interface PackerHeaderProps {
  /** Clears the session; the app then goes to /login. */
  onLogout: () => void;
  linkComponent?: LinkComponent;
}

/** The packing floor's tablets: the brand, the Packing queue and Logout, no cart or search. */
export function PackerHeader({ onLogout, linkComponent: Link = 'a' }: PackerHeaderProps) {
  return (
    <header className={styles.header} data-role="packer">
      <HeaderBrand href="/packing" linkComponent={Link} />
      <p className={styles.welcome}>Packing floor</p>
      <nav className={styles.nav} aria-label="Packer">
        <Link href="/packing" className={styles.link}>
          Packing
        </Link>
        <button type="button" className={styles.link} onClick={onLogout}>
          Logout
        </button>
      </nav>
    </header>
  );
}
