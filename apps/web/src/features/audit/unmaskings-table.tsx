import { Link } from 'react-router-dom';
import type { AuditEvent } from '@jhatpat/api-client';
import { Table, type TableColumn } from '@jhatpat/ui';
import { describeActor } from '../../shared/audit/order-history';
import { useLoad } from '../../shared/data/use-load';
import { useApi } from '../../shared/services/shop-services';
import { auditTime } from './audit-time';

interface Unmasking {
  orderId?: string;
  reason?: string;
}

const unmaskingOf = (event: AuditEvent) => (event.data ?? {}) as Unmasking;

const columns: TableColumn<AuditEvent>[] = [
  { key: 'recordedAt', header: 'When', render: (event) => auditTime.format(new Date(event.recordedAt)) },
  { key: 'actor', header: 'Who', render: (event) => describeActor(event) },
  {
    key: 'order',
    header: 'Order',
    render: (event) => {
      const { orderId } = unmaskingOf(event);
      return orderId ? <Link to={`/audit/orders/${orderId}`}>{orderId}</Link> : '—';
    },
  },
  { key: 'reason', header: 'Why', render: (event) => unmaskingOf(event).reason ?? '—' },
];

/** Every time an auditor or admin unmasked an order's contact details, from the log (OrderUnmasked). */
export function UnmaskingsTable() {
  const api = useApi();
  const unmaskings = useLoad('unmaskings', () => api.audit.events({ type: 'OrderUnmasked', limit: 50 }), 'Failed to load the unmaskings');
  return (
    <Table
      caption="Orders unmasked, oldest first"
      columns={columns}
      rows={unmaskings.status === 'ready' ? unmaskings.data.events : []}
      rowKey={(event) => event.eventId}
      loading={unmaskings.status === 'loading'}
      error={unmaskings.status === 'error' ? unmaskings.error : undefined}
      emptyText="No order has been unmasked"
    />
  );
}
