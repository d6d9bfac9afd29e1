import { Link, Outlet } from 'react-router-dom';
import { shopRules } from '@jhatpat/domain';
import styles from './app-layout.module.css';

export function AppLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand} aria-label="Jhatpat home">
          Jhatpat
        </Link>
        <div className={styles.location}>
          <span className={styles.promise}>Delivery in {shopRules.deliveryPromiseMinutes} minutes</span>
          <span>{shopRules.defaultLocationLabel}</span>
        </div>
        <nav aria-label="Account" className={styles.nav}>
          <Link to="/login">Login</Link>
        </nav>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
