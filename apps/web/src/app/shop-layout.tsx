import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LocationSelector } from '../features/location/location-selector';
import { useSession } from '../shared/session/session-provider';
import { LiveStockProvider } from '../shared/stock/live-stock-provider';
import { ShopHeader } from './shop-header';
import styles from './shop-layout.module.css';

// Only admins load the live notifications (and socket.io-client with them).
const AdminLiveProvider = lazy(() => import('../features/admin/notifications/admin-live-provider').then((m) => ({ default: m.AdminLiveProvider })));

/** Every page: the header for the signed-in role above the routed screen. */
export function ShopLayout() {
  const { role } = useSession();
  // Issue 18: one /stock socket for whatever the page shows; opened only once a screen watches products.
  const page = (
    <LiveStockProvider>
      <div className={styles.page}>
        <ShopHeader location={<LocationSelector />} />
        <main className={styles.main} id="main">
          <Outlet />
        </main>
      </div>
    </LiveStockProvider>
  );
  if (role !== 'admin') return page;
  return (
    <Suspense fallback={page}>
      <AdminLiveProvider>{page}</AdminLiveProvider>
    </Suspense>
  );
}
