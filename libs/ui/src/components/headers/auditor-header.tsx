import type { LinkComponent } from '../../internal/link';
import { HeaderBrand } from './header-brand';
import styles from './headers.module.css';

export interface AuditorHeaderProps {
  /** Clears the session; the app then goes to /login. */
  onLogout: () => void;
  linkComponent?: LinkComponent;
}

/** Auditors read the log and change nothing: the brand, the Audit and Money (issue 14's money report) links and Logout, no cart or search. */
export function AuditorHeader({ onLogout, linkComponent: Link = 'a' }: AuditorHeaderProps) {
  return (
    <header className={styles.header} data-role="auditor">
      <HeaderBrand href="/audit" linkComponent={Link} />
      <p className={styles.welcome}>Read-only audit</p>
      <nav className={styles.nav} aria-label="Auditor">
        <Link href="/audit" className={styles.link}>
          Audit
        </Link>
        <Link href="/audit/money" className={styles.link}>
          Money
        </Link>
        <button type="button" className={styles.link} onClick={onLogout}>
          Logout
        </button>
      </nav>
    </header>
  );
}
