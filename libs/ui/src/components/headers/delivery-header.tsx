import type { LinkComponent } from '../../internal/link';
import { Toggle } from '../../primitives/toggle/toggle';
import { HeaderBrand } from './header-brand';
import styles from './headers.module.css';

export interface DeliveryHeaderProps {
  /** @default false (docs/product.md §2 shows "Offline") */
  online?: boolean;
  onOnlineChange?: (change: { online: boolean }) => void;
  /** Clears the session; the app then goes to /login (docs/product.md §2). */
  onLogout: () => void;
  linkComponent?: LinkComponent;
}

/** docs/product.md §2 Headers, delivery: an Orders link, the Offline/Online switch and Logout. */
export function DeliveryHeader({ online = false, onOnlineChange, onLogout, linkComponent: Link = 'a' }: DeliveryHeaderProps) {
  return (
    <header className={styles.header} data-role="delivery">
      <HeaderBrand href="/delivery/orders" linkComponent={Link} />
      <nav className={styles.nav} aria-label="Delivery">
        <Link href="/delivery/orders" className={styles.link}>
          Orders
        </Link>
        <Toggle label={online ? 'Online' : 'Offline'} checked={online} onCheckedChange={({ checked }) => onOnlineChange?.({ online: checked })} />
        <button type="button" className={styles.link} onClick={onLogout}>
          Logout
        </button>
      </nav>
    </header>
  );
}
