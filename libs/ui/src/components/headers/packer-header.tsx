import type { LinkComponent } from '../../internal/link';
import { StaffHeader } from './staff-header';

export interface PackerHeaderProps {
  /** Clears the session; the app then goes to /login. */
  onLogout: () => void;
  linkComponent?: LinkComponent;
}

const links = [{ href: '/packing', label: 'Packing' }];

/** The packing floor's tablets: the brand, the Packing queue and Logout, no cart or search. */
export function PackerHeader(props: PackerHeaderProps) {
  return <StaffHeader role="packer" home="/packing" welcome="Packing floor" navLabel="Packer" links={links} {...props} />;
}
