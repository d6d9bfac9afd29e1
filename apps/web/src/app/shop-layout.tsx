import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LocationSelector } from '../features/location/location-selector';
import { ShopCartBar } from '../shared/cart/shop-cart-bar';
import { useSession } from '../shared/session/session-provider';
import { LiveStockProvider } from '../shared/stock/live-stock-provider';
import { ShopHeader } from './shop-header';
import { useOnShoppingPage } from './shopping-page';
import styles from './shop-layout.module.css';

// Only admins load the live notifications (and socket.io-client with them).
const AdminLiveProvider = lazy(() => import('../features/admin/notifications/admin-live-provider').then((m) => ({ default: m.AdminLiveProvider })));

/** Every page: the header for the signed-in role above the routed screen. */
export function ShopLayout() {
  const { role } = useSession();
  // Issue 19 item 2: on a phone the header stays on top and, while shopping with items in the cart, a bar floats at the bottom.
  const shopping = useOnShoppingPage();
  // Issue 18: one /stock socket for whatever the page shows; opened only once a screen watches products.
  const page = (
    <LiveStockProvider>
      <div className={styles.page}>
        <div className={styles.top}>
          <ShopHeader location={<LocationSelector />} />
        </div>
        <main className={styles.main} id="main">
          <Outlet />
        </main>
        {shopping && <ShopCartBar className={styles.cartBar} />}
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
