import { Link } from 'react-router-dom';
import type { MoneyDay, MoneyException } from '@jhatpat/api-client';
import { formatRupees } from '@jhatpat/domain';
import { Table, type TableColumn } from '@jhatpat/ui/staff';
import { auditTime } from '../audit-time';
import { moneySeries } from './money-chart';
import { dayLabel } from './money-range';

const figures = moneySeries.map(
  (s): TableColumn<MoneyDay> => ({ key: s.key, header: s.label, align: 'end', render: (d) => formatRupees(d[s.key]) }),
);

/** The chart's numbers, a row per IST day with the totals last: the chart's table fallback. */
export function MoneyDaysTable({ days, totals }: { days: readonly MoneyDay[]; totals: Omit<MoneyDay, 'day'> }) {
  const columns: TableColumn<MoneyDay>[] = [{ key: 'day', header: 'Day (IST)', render: (d) => (d.day === 'total' ? 'Total' : dayLabel(d.day)) }, ...figures];
  return <Table caption="Money per day (IST)" columns={columns} rows={[...days, { day: 'total', ...totals }]} rowKey={(d) => d.day} />;
}

const exceptionColumns: TableColumn<MoneyException>[] = [
  { key: 'order', header: 'Order', render: (e) => <Link to={`/audit/orders/${e.orderId}`}>{e.orderId}</Link> },
  { key: 'placedAt', header: 'Placed', render: (e) => auditTime.format(new Date(e.placedAt)) },
  { key: 'status', header: 'Status', render: (e) => `${e.status} · ${e.paymentMethod}` },
  { key: 'total', header: 'Bill', align: 'end', render: (e) => formatRupees(e.grandTotalPaise) },
  { key: 'net', header: 'Received, net', align: 'end', render: (e) => formatRupees(e.netPaise) },
  { key: 'expected', header: 'Expected', align: 'end', render: (e) => formatRupees(e.expectedPaise) },
  { key: 'reason', header: 'Why', render: (e) => e.reason },
];

/** Orders whose balance is not what their status says: each opens its audit timeline. */
export function MoneyExceptionsTable({ exceptions }: { exceptions: readonly MoneyException[] }) {
  return <Table caption="Orders to look into" columns={exceptionColumns} rows={exceptions} rowKey={(e) => e.orderId} emptyText="Every order's balance is what its status says" />;
}
