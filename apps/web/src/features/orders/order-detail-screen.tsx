import { useParams } from 'react-router-dom';
import { ErrorState, Skeleton, useShopText } from '@jhatpat/ui';
import { useLoad } from '../../shared/data/use-load';
import { RouterLink } from '../../shared/router-link';
import { useApi } from '../../shared/services/shop-services';
import { OrderDetail } from './order-detail';
import { loadOrderDetail, orderDetailMessages } from './order-detail-load';
import type { ConnectOrderEvents } from './use-order-tracking';
import styles from './order-detail-screen.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

export interface OrderDetailScreenProps {
  /** The order's live feed; stories push their own updates. @default the /orders socket room */
  connectEvents?: ConnectOrderEvents;
  /** Opens a UPI payment page for "Pay Now" (the whole tab leaves). Stories record the address instead. */
  sendBrowserTo?: (url: string) => void;
}

/** docs/product.md §2 /orders/{orderId}: one order with its live status, and a way back to the list. */
export function OrderDetailScreen({ connectEvents, sendBrowserTo }: OrderDetailScreenProps) {
  const api = useApi();
  const { orderId = '' } = useParams();
  const order = useLoad(`order:${orderId}`, () => loadOrderDetail(api.orders, orderId), orderDetailMessages.failed);
  const { t } = useShopText();
  useDocumentTitle(order.status === 'ready' ? t('Order #{number}', { number: order.data.orderNumber }) : t('Order'));

  return (
    <section className={styles.screen} aria-label={t('Order details')}>
      <RouterLink href="/orders" className={styles.back}>
        <span aria-hidden="true">←</span> {t('Back to Orders')}
      </RouterLink>
      {order.status === 'loading' && (
        <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('Loading order details')}>
          <Skeleton width="40%" height="1.75rem" />
          <Skeleton shape="rect" height="4rem" />
          <Skeleton shape="rect" height="8rem" />
          <Skeleton shape="rect" height="12rem" />
        </div>
      )}
      {order.status === 'error' && <ErrorState title={t(order.error)} onRetry={order.reload} retryLabel={t('Try Again')} />}
      {/* A cancel answers with the order's new state: the tracker starts again from it. */}
      {order.status === 'ready' && <OrderDetail key={order.data.status} order={order.data} onOrderChanged={order.setData} connectEvents={connectEvents} sendBrowserTo={sendBrowserTo} />}
    </section>
  );
}
