import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { notificationKinds, type NotificationKind, type OrderNotification, type SocketStatus } from '@jhatpat/api-client';
import { shopRules } from '@jhatpat/domain';
import { Chip, EmptyState, ErrorState, Skeleton } from '@jhatpat/ui';
import { useAdminLive } from '../../../shared/admin-live/admin-live-context';
import { useLoad } from '../../../shared/data/use-load';
import { useApi } from '../../../shared/services/shop-services';
import styles from '../admin-page.module.css';
import { mergeNotifications } from './merge-notifications';
import { shopDateTime } from '../../../shared/format/shop-time';
import { useDocumentTitle } from '../../../shared/document-title/use-document-title';

const kindLabels: Record<NotificationKind | 'all', string> = { all: 'All', confirmed: 'Confirmed', pending_payment: 'Pending payment', completed: 'Paid' };
const statusTexts: Record<SocketStatus, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: new orders appear here as they are placed or paid.',
  reconnecting: 'Reconnecting… checking every 30 seconds meanwhile.',
  refused: 'Live updates are unavailable; checking every 30 seconds.',
  closed: 'Live updates are off; checking every 30 seconds.',
};

/** Where a notification leads (issue 19 item 8): the order's view in Order Management. */
export const adminOrderHref = (orderId: string) => `/admin/order-management?${new URLSearchParams({ order: orderId })}`;

/** docs/product.md §2 /admin/notification: order notifications, pushed live; the 30 s poll only while the push is down. */
export function NotificationsScreen() {
  useDocumentTitle('Order Notifications');
  const api = useApi();
  const live = useAdminLive();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('status');
  const kind = notificationKinds.find((k) => k === kindParam) ?? 'all';
  const notifications = useLoad(`notifications:${kind}`, () => api.notifications.orderNotifications(kind === 'all' ? undefined : kind), 'Failed to load notifications');
  const polling = live?.status !== 'live';
  const { reload, status: loadStatus } = notifications;

  // docs/product.md §9: every 30000 ms, and only as the fallback when the socket is not live.
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(reload, shopRules.orderNotificationPollMs);
    return () => clearInterval(timer);
  }, [polling, reload]);

  // Whatever arrives while the page is open is seen.
  const markSeen = live?.markSeen;
  const unseen = live?.unseen ?? 0;
  useEffect(() => {
    if (unseen > 0) markSeen?.();
  }, [unseen, markSeen]);

  const list = useMemo<OrderNotification[]>(
    // A push carries no kind: under a filter the list waits for the server's answer instead.
    () => mergeNotifications(kind === 'all' ? (live?.pushed ?? []) : [], notifications.status === 'ready' ? notifications.data : []),
    [kind, live?.pushed, notifications],
  );

  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <h1 id="notifications-title" className={styles.title}>
        Order Notifications
      </h1>
      <p role="status" className={styles.muted}>
        {statusTexts[live?.status ?? 'closed']}
      </p>
      <div className={styles.actions} role="group" aria-label="Filter notifications">
        {(['all', ...notificationKinds] as const).map((k) => (
          <Chip key={k} selected={k === kind} onClick={() => setParams(k === 'all' ? {} : { status: k }, { replace: true })}>
            {kindLabels[k]}
          </Chip>
        ))}
      </div>
      {loadStatus === 'loading' && list.length === 0 && (
        <ul aria-busy="true" aria-label="Loading notifications">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton width="70%" />
            </li>
          ))}
        </ul>
      )}
      {notifications.status === 'error' && <ErrorState title={notifications.error} onRetry={reload} retryLabel="Try Again" />}
      {loadStatus === 'ready' && list.length === 0 && <EmptyState title="No notifications yet" description="New orders show up here the moment they are placed." />}
      {list.length > 0 && (
        <ol aria-label="Notifications">
          {list.map((n) => (
            <li key={n.id}>
              <Link to={adminOrderHref(n.orderId)}>{n.message}</Link> <time className={styles.muted} dateTime={n.time}>{shopDateTime.format(new Date(n.time))}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
