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
  /**
   * Issue 18: low- and out-of-stock alerts not yet marked seen, shown on every admin page when there are any:
   * `latest` says the newest one and `href` leads to it in the inventory.
   */
  stockAlerts?: { count: number; latest: string; href: string };
}

/** docs/product.md §2: "Welcome, Admin" with Account (/account), Add Product (/add-product) and Logout; issue 18 adds Inventory. */
export function AdminHeader({ onLogout, linkComponent: Link = 'a', notifications, stockAlerts }: AdminHeaderProps) {
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
        {stockAlerts && stockAlerts.count > 0 && (
          <Link href={stockAlerts.href} className={styles.link}>
            Stock alerts{' '}
            <Badge tone="danger" className={styles.count}>
              {stockAlerts.count > 99 ? '99+' : stockAlerts.count}
            </Badge>{' '}
            <span className={hidden.visuallyHidden}>new, latest: {stockAlerts.latest}</span>
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
