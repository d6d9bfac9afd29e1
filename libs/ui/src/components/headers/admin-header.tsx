import type { LinkComponent } from '../../internal/link';
import hidden from '../../internal/visually-hidden.module.css';
import { Badge } from '../../primitives/badge/badge';
import { HeaderBrand } from './header-brand';
import styles from './headers.module.css';

export interface AdminHeaderProps {
  /** Clears the session; the app then goes to / (docs/product.md §2). */
  onLogout: () => void;
  linkComponent?: LinkComponent;
  /** Order notifications not seen yet; shows a Notifications link with the count when given. */
  notifications?: { unseen: number; href: string };
}

/** docs/product.md §2: "Welcome, Admin" with Account (/account), Add Product (/add-product) and Logout; issue 18 adds Inventory. */
export function AdminHeader({ onLogout, linkComponent: Link = 'a', notifications }: AdminHeaderProps) {
  return (
    <header className={styles.header} data-role="admin">
      <HeaderBrand href="/admin/dashboard" linkComponent={Link} />
      <p className={styles.welcome}>Welcome, Admin</p>
      <nav className={styles.nav} aria-label="Admin">
        {notifications && (
          <Link href={notifications.href} className={styles.link}>
            Notifications
            {notifications.unseen > 0 && (
              <>
                {' '}
                <Badge tone="danger" className={styles.count}>
                  {notifications.unseen > 99 ? '99+' : notifications.unseen}
                </Badge>{' '}
                <span className={hidden.visuallyHidden}>new</span>
              </>
            )}
          </Link>
        )}
        {/* Issue 18: the dark store's stock, one click from every admin page. */}
        <Link href="/admin/inventory" className={styles.link}>
          Inventory
        </Link>
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
