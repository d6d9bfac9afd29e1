import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@jhatpat/domain';
import { accountMenuLinks, Button, useShopText } from '@jhatpat/ui';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';
import { RouterLink } from '../../shared/router-link';
import { useSession } from '../../shared/session/session-provider';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SetPasswordForm } from './set-password-form';
import factList from '../../shared/fact-list.module.css';
import styles from './account-screen.module.css';

const roleNames: Record<Role, string> = { customer: 'Customer', admin: 'Admin', delivery: 'Delivery partner', auditor: 'Auditor', packer: 'Packer' };
/** Where each role's work starts, offered from its account page. */
const workplaces: Record<Role, { href: string; label: string }> = {
  customer: { href: '/customer/dashboard', label: 'Shop' },
  admin: { href: '/admin/dashboard', label: 'Admin Dashboard' },
  delivery: { href: '/delivery/orders', label: 'Delivery Orders' },
  auditor: { href: '/audit', label: 'Audit' },
  packer: { href: '/packing', label: 'Packing queue' },
};

/**
 * /account (docs/product.md §2: the admin header's "Account" link): who is signed in, where their work is,
 * and Log Out; a customer also finds the account menu's pages and "Delete account" here, and one who signed up
 * by OTP "Set a password" (docs/decisions.md#otp-login). It was served by
 * /:category before ("No products in Account yet": issue 19 item 12).
 */
export function AccountScreen() {
  const { t } = useShopText();
  useDocumentTitle(t('Your account'));
  const { session, logOut } = useSession();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  // The route lets only signed-in users in; a session ended on another tab lands here without one.
  if (!session) return null;
  const { name, phone, role, hasPassword } = session.user;
  const work = workplaces[role];
  return (
    <section className={styles.account} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {t('Your account')}
      </h1>
      <dl className={factList.facts}>
        <dt>{t('Name')}</dt>
        <dd>{name}</dd>
        <dt>{t('Phone')}</dt>
        <dd>{phone}</dd>
        <dt>{t('Role')}</dt>
        <dd>{role === 'customer' ? t(roleNames[role]) : roleNames[role]}</dd>
      </dl>
      <nav aria-label={t('Your pages')}>
        <ul className={styles.links}>
          <li>
            <RouterLink href={work.href}>{role === 'customer' ? t(work.label) : work.label}</RouterLink>
          </li>
          {role === 'customer' &&
            accountMenuLinks.map((link) => (
              <li key={link.href}>
                <RouterLink href={link.href}>{t(link.label)}</RouterLink>
              </li>
            ))}
        </ul>
      </nav>
      {role === 'customer' && hasPassword === false && <SetPasswordForm />}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => (logOut(), navigate(role === 'customer' || role === 'admin' ? '/' : '/login'))}>
          {t('Log Out')}
        </Button>
        {role === 'customer' && (
          <Button variant="ghost" onClick={() => setDeleting(true)}>
            {t('Delete account')}
          </Button>
        )}
      </div>
      {role === 'customer' && <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />}
    </section>
  );
}
