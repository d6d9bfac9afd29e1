import { Link } from 'react-router-dom';
import type { AuditEvent } from '@jhatpat/api-client';
import { Table, type TableColumn } from '@jhatpat/ui/staff';
import { actorNamesOf, describeActor } from '../../shared/audit/order-history';
import { useLoad } from '../../shared/data/use-load';
import { useApi } from '../../shared/services/shop-services';
import { auditTime } from './audit-time';

interface Unmasking {
  orderId?: string;
  /** Recorded since issue 19; earlier unmaskings name the order by its id only. */
  orderNumber?: string;
  reason?: string;
}

const unmaskingOf = (event: AuditEvent) => (event.data ?? {}) as Unmasking;

/** The columns, with the askers' names the unmaskings themselves record (`by`); older ones show the role. */
const columnsFor = (names: ReadonlyMap<string, string>): TableColumn<AuditEvent>[] => [
  { key: 'recordedAt', header: 'When', render: (event) => auditTime.format(new Date(event.recordedAt)) },
  { key: 'actor', header: 'Who', render: (event) => describeActor(event, names) },
  {
    key: 'order',
    header: 'Order',
    render: (event) => {
      const { orderId, orderNumber } = unmaskingOf(event);
      // The auditor's lookup takes the number as well as the id (issue 19 item 6).
      return orderId ? <Link to={`/audit/orders/${orderNumber ?? orderId}`}>{orderNumber ?? orderId}</Link> : '—';
    },
  },
  { key: 'reason', header: 'Why', render: (event) => unmaskingOf(event).reason ?? '—' },
];

/** Every time an auditor or admin unmasked an order's contact details, from the log (OrderUnmasked). */
export function UnmaskingsTable() {
  const api = useApi();
  const unmaskings = useLoad('unmaskings', () => api.audit.events({ type: 'OrderUnmasked', limit: 50 }), 'Failed to load the unmaskings');
  const events = unmaskings.status === 'ready' ? unmaskings.data.events : [];
  return (
    <Table
      caption="Orders unmasked, oldest first"
      columns={columnsFor(actorNamesOf(events))}
      rows={events}
      rowKey={(event) => event.eventId}
      loading={unmaskings.status === 'loading'}
      error={unmaskings.status === 'error' ? unmaskings.error : undefined}
      emptyText="No order has been unmasked"
    />
  );
}
