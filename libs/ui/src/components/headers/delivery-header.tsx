import type { LinkComponent } from '../../internal/link';
import { Toggle } from '../../primitives/toggle/toggle';
import { StaffHeader } from './staff-header';

export interface DeliveryHeaderProps {
  /** @default false (docs/product.md §2 shows "Offline") */
  online?: boolean;
  onOnlineChange?: (change: { online: boolean }) => void;
  /** Clears the session; the app then goes to /login (docs/product.md §2). */
  onLogout: () => void;
  linkComponent?: LinkComponent;
}

const links = [{ href: '/delivery/orders', label: 'Orders' }];

/** docs/product.md §2 Headers, delivery: an Orders link, the Offline/Online switch and Logout. */
export function DeliveryHeader({ online = false, onOnlineChange, ...rest }: DeliveryHeaderProps) {
  const toggle = <Toggle label={online ? 'Online' : 'Offline'} checked={online} onCheckedChange={({ checked }) => onOnlineChange?.({ online: checked })} />;
  return <StaffHeader role="delivery" home="/delivery/orders" navLabel="Delivery" links={links} extra={toggle} {...rest} />;
}
