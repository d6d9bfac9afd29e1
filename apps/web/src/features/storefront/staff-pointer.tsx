import { Link } from 'react-router-dom';
import { landingPathFor } from '@jhatpat/domain';
import { usePageText } from '../../shared/locale/use-page-text';
import { staffPointerHindi } from './staff-pointer-hindi';
import styles from './home-screen.module.css';

type StaffRole = 'admin' | 'delivery' | 'auditor';

/**
 * Whole sentences per role, not a role's name put into one sentence: Hindi words the sentence round the name
 * ("…के तौर पर साइन इन हैं"), so each sentence is its own entry (staff-pointer-hindi.ts; hindi-coverage.spec.ts lists these).
 */
export const staffPointerTexts: Readonly<Record<StaffRole, { title: string; work: string; link: string }>> = {
  admin: {
    title: 'You are signed in as an admin',
    work: 'The storefront is for shoppers. Your work is in the admin dashboard.',
    link: 'Go to the admin dashboard',
  },
  delivery: {
    title: 'You are signed in as delivery staff',
    work: 'The storefront is for shoppers. Your work is in the delivery orders.',
    link: 'Go to the delivery orders',
  },
  auditor: {
    title: 'You are signed in as an auditor',
    work: 'The storefront is for shoppers. Your work is in the audit views.',
    link: 'Go to the audit views',
  },
};

/** docs/product.md §1: admins (and delivery staff and auditors) get no storefront on the home page, only the way to their own area. */
export function StaffPointer({ role }: { role: StaffRole }) {
  const { t } = usePageText(staffPointerHindi);
  const texts = staffPointerTexts[role];
  return (
    <section className={styles.pointer} aria-labelledby="staff-pointer-title">
      <h1 id="staff-pointer-title" className={styles.pointerTitle}>
        {t(texts.title)}
      </h1>
      <p>{t(texts.work)}</p>
      <Link to={landingPathFor(role)}>{t(texts.link)}</Link>
    </section>
  );
}
