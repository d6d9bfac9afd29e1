import { useNavigate, useSearchParams } from 'react-router-dom';
import { rupeesToPaise } from '@jhatpat/domain';
import { Button, Chip, EmptyState, ErrorState, OrderRow, Skeleton, useShopText } from '@jhatpat/ui';
import { useLoad } from '../../shared/data/use-load';
import { RouterLink } from '../../shared/router-link';
import { useApi } from '../../shared/services/shop-services';
import { orderFilterOf, orderFilters, type OrderFilter } from './order-filters';
import styles from './orders-screen.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

// docs/product.md §8 "Payment and orders": the list's own words, whatever the server said.
const LOAD_FAILED = 'Failed to load orders';

/** docs/product.md §2 /orders: the customer's orders, newest first, filtered by status chips. */
export function OrdersScreen() {
  const { t } = useShopText();
  useDocumentTitle(t('My Orders'));
  const api = useApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = orderFilterOf(params.get('status'));
  const orders = useLoad(
    `orders:${filter}`,
    () => api.orders.listMine({ status: filter }).then(({ orders }) => orders, () => Promise.reject(new Error(LOAD_FAILED))),
    LOAD_FAILED,
  );

  function choose(status: OrderFilter) {
    setParams(status === 'all' ? {} : { status }, { replace: true });
  }

  return (
    <section className={styles.screen} aria-labelledby="orders-title">
      <h1 id="orders-title" className={styles.title}>
        {t('My Orders')}
      </h1>
      <div className={styles.filters} role="group" aria-label={t('Filter orders by status')}>
        {orderFilters.map(({ status, label }) => (
          <Chip key={status} selected={status === filter} onClick={() => choose(status)}>
            {t(label)}
          </Chip>
        ))}
      </div>
      {orders.status === 'loading' && (
        <ul className={styles.list} aria-busy="true" aria-label={t('Loading orders')}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.skeleton}>
              <Skeleton width="40%" />
              <Skeleton width="25%" />
            </li>
          ))}
        </ul>
      )}
      {orders.status === 'error' && <ErrorState title={t(orders.error)} onRetry={orders.reload} retryLabel={t('Try Again')} />}
      {orders.status === 'ready' && orders.data.length === 0 && (
        <EmptyState title={t('No orders found')} action={<Button onClick={() => navigate('/customer/dashboard')}>{t('Start Shopping')}</Button>} />
      )}
      {orders.status === 'ready' && orders.data.length > 0 && (
        <ul className={styles.list} aria-label={t('Orders')}>
          {orders.data.map((order) => (
            <li key={order._id}>
              <OrderRow
                order={{ _id: order._id, orderNumber: order.orderNumber, createdAt: order.createdAt, grandTotalPaise: rupeesToPaise(order.grandTotal), status: order.status, paymentStatus: order.paymentStatus }}
                linkComponent={RouterLink}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
