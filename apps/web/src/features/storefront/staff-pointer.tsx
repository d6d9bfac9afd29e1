import { Link } from 'react-router-dom';
import { landingPathFor, type Role } from '@jhatpat/domain';
import styles from './home-screen.module.css';

const areas: Partial<Record<Role, string>> = { admin: 'admin dashboard', delivery: 'delivery orders', auditor: 'audit views' };
const who: Partial<Record<Role, string>> = { admin: 'an admin', delivery: 'delivery staff', auditor: 'an auditor' };

/** docs/product.md §1: admins (and delivery staff and auditors) get no storefront on the home page, only the way to their own area. */
export function StaffPointer({ role }: { role: 'admin' | 'delivery' | 'auditor' }) {
  return (
    <section className={styles.pointer} aria-labelledby="staff-pointer-title">
      <h1 id="staff-pointer-title" className={styles.pointerTitle}>
        You are signed in as {who[role]}
      </h1>
      <p>The storefront is for shoppers. Your work is in the {areas[role]}.</p>
      <Link to={landingPathFor(role)}>Go to the {areas[role]}</Link>
    </section>
  );
}
