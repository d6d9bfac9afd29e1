import type { ReactNode } from 'react';
import type { LinkComponent } from '../../internal/link';
import { HeaderBrand } from './header-brand';
import styles from './headers.module.css';

export interface StaffHeaderProps {
  role: 'auditor' | 'packer' | 'delivery';
  /** Where the brand leads: the role's own landing page. */
  home: string;
  /** The line beside the brand saying what this console is for, if any. */
  welcome?: string;
  /** The nav's accessible name. */
  navLabel: string;
  links: readonly { href: string; label: string }[];
  /** What sits between the links and Logout (the rider's Online switch). */
  extra?: ReactNode;
  /** Clears the session; the app then goes to /login. */
  onLogout: () => void;
  linkComponent?: LinkComponent;
}

/** The staff consoles' header: the brand, the role's few links and Logout, no cart or search. */
export function StaffHeader({ role, home, welcome, navLabel, links, extra, onLogout, linkComponent: Link = 'a' }: StaffHeaderProps) {
  return (
    <header className={styles.header} data-role={role}>
      <HeaderBrand href={home} linkComponent={Link} />
      {welcome && <p className={styles.welcome}>{welcome}</p>}
      <nav className={styles.nav} aria-label={navLabel}>
        {links.map(({ href, label }) => (
          <Link key={href} href={href} className={styles.link}>
            {label}
          </Link>
        ))}
        {extra}
        <button type="button" className={styles.link} onClick={onLogout}>
          Logout
        </button>
      </nav>
    </header>
  );
}
