import { useCallback, useEffect, useState } from 'react';
import { serverMessage } from '@jhatpat/machines';
import { EmptyState, ErrorState, Skeleton } from '@jhatpat/ui';
import { useLoad } from '../../shared/data/use-load';
import { useRiderOnline } from '../../shared/delivery/rider-online';
import { useApi } from '../../shared/services/shop-services';
import { useToast } from '../../shared/toasts/toast-provider';
import { DeliveryOrderCard, type RiderStep } from './delivery-order-card';
import styles from './delivery-orders-screen.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

// No push reaches riders yet: the list refreshes on this beat while the page is visible, and on focus.
const REFRESH_MS = 15_000;
const stepSuccess: Record<RiderStep, string> = { accept: 'Order accepted', pickedUp: 'Marked as picked up', delivered: 'Marked as delivered' };

/** docs/product.md §1/§2 /delivery/orders: "Delivery Orders Page" — orders ready for pickup, and the rider's own. */
export function DeliveryOrdersScreen() {
  useDocumentTitle('Delivery Orders');
  const api = useApi();
  const toast = useToast();
  const [online] = useRiderOnline();
  const [busy, setBusy] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const orders = useLoad('delivery-orders', () => api.deliveryOrders.list(), 'Failed to load orders');
  const { reload, setData } = orders;
  // A refresh keeps the cards on screen (a rider may be pressing one) and swaps in the new list when it comes.
  const refresh = useCallback(() => {
    setNow(Date.now());
    api.deliveryOrders.list().then(setData, () => undefined);
  }, [api, setData]);

  useEffect(() => {
    const refreshIfVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const timer = setInterval(refreshIfVisible, REFRESH_MS);
    window.addEventListener('focus', refreshIfVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refreshIfVisible);
    };
  }, [refresh]);

  async function take(orderId: string, step: RiderStep) {
    setBusy(orderId);
    try {
      await api.deliveryOrders[step](orderId);
      toast({ message: stepSuccess[step], tone: 'success' });
    } catch (error) {
      toast({ message: serverMessage(error, 'Failed to update the order'), tone: 'error' });
    } finally {
      setBusy(null);
      refresh();
    }
  }

  return (
    <section className={styles.page} aria-labelledby="delivery-title">
      <h1 id="delivery-title" className={styles.title}>
        Delivery Orders Page
      </h1>
      {orders.status === 'loading' && (
        <ul aria-busy="true" aria-label="Loading orders" className={styles.list}>
          <li>
            <Skeleton height="6rem" />
          </li>
          <li>
            <Skeleton height="6rem" />
          </li>
        </ul>
      )}
      {orders.status === 'error' && <ErrorState title={orders.error} onRetry={reload} retryLabel="Try Again" />}
      {orders.status === 'ready' && (
        <>
          <section className={styles.section} aria-labelledby="mine-title">
            <h2 id="mine-title">Your deliveries</h2>
            {orders.data.mine.length === 0 ? (
              <EmptyState title="No deliveries in hand" description="Orders you accept show here until they are delivered." headingLevel={3} />
            ) : (
              <ul className={styles.list} aria-label="Your deliveries">
                {orders.data.mine.map((order) => (
                  <li key={order._id}>
                    <DeliveryOrderCard order={order} mine now={now} busy={busy === order._id} canAccept={online} onStep={(step) => void take(order._id, step)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby="ready-title">
            <h2 id="ready-title">Ready for pickup</h2>
            {!online ? (
              <EmptyState title="You are offline" description="Switch to Online in the header to take new orders." headingLevel={3} />
            ) : orders.data.ready.length === 0 ? (
              <EmptyState title="No orders waiting" description="New orders appear here as soon as they are confirmed." headingLevel={3} />
            ) : (
              <ul className={styles.list} aria-label="Ready for pickup">
                {orders.data.ready.map((order) => (
                  <li key={order._id}>
                    <DeliveryOrderCard order={order} mine={false} now={now} busy={busy === order._id} canAccept={online} onStep={(step) => void take(order._id, step)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
