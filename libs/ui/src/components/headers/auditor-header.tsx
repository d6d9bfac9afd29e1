import type { LinkComponent } from '../../internal/link';
import { StaffHeader } from './staff-header';

export interface AuditorHeaderProps {
  /** Clears the session; the app then goes to /login. */
  onLogout: () => void;
  linkComponent?: LinkComponent;
}

const links = [
  { href: '/audit', label: 'Audit' },
  { href: '/audit/money', label: 'Money' },
];

/** Auditors read the log and change nothing: the brand, the Audit and Money (issue 14's money report) links and Logout, no cart or search. */
export function AuditorHeader(props: AuditorHeaderProps) {
  return <StaffHeader role="auditor" home="/audit" welcome="Read-only audit" navLabel="Auditor" links={links} {...props} />;
}
