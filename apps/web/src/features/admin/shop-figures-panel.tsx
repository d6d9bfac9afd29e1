import { formatRupees, orderStatuses, rupeesToPaise } from '@jhatpat/domain';
import { Card, ErrorState, Skeleton, StatusChip } from '@jhatpat/ui';
import { BarChart } from '@jhatpat/ui/staff';
import { useLoad } from '../../shared/data/use-load';
import { useApi } from '../../shared/services/shop-services';
import styles from './admin-dashboard-screen.module.css';
import { useRefreshOnPush } from './use-refresh-on-push';

const hourLabel = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' });

/** Issue 9 item 1: today's orders and revenue, orders by status, and orders per hour over the last day; live (issue 19 item 8). */
export function ShopFiguresPanel() {
  const api = useApi();
  const figures = useLoad('shop-figures', () => api.insights.figures(), 'Failed to load the figures');
  useRefreshOnPush(figures.refresh);
  if (figures.status === 'loading') {
    return (
      <div className={styles.figures} aria-busy="true" aria-label="Loading the figures" role="status">
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
        <Skeleton height="9rem" />
      </div>
    );
  }
  if (figures.status === 'error') return <ErrorState title={figures.error} onRetry={figures.reload} retryLabel="Try Again" />;
  const { ordersToday, revenueToday, byStatus, ordersPerHour } = figures.data;
  return (
    <section className={styles.figures} aria-labelledby="figures-title">
      <h2 id="figures-title" className={styles.subtitle}>
        Today at a glance
      </h2>
      <dl className={styles.stats}>
        <Card className={styles.stat}>
          <dt>Orders today</dt>
          <dd>{ordersToday}</dd>
        </Card>
        <Card className={styles.stat}>
          <dt>Revenue today</dt>
          <dd>{formatRupees(rupeesToPaise(revenueToday))}</dd>
        </Card>
      </dl>
      <ul className={styles.statuses} aria-label="Orders by status">
        {orderStatuses.map((status) => (
          <li key={status}>
            <StatusChip status={status} /> {byStatus[status] ?? 0}
          </li>
        ))}
      </ul>
      <BarChart
        title="Orders per hour, last 24 hours"
        valueName="Orders"
        labelEvery={3}
        emptyText="No orders in the last 24 hours"
        bars={ordersPerHour.map((hour) => ({ label: hourLabel.format(new Date(hour.hourStart)), value: hour.orders }))}
      />
    </section>
  );
}
