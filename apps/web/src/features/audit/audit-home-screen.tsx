import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AuditEvent } from '@jhatpat/api-client';
import { parseOrderNumber } from '@jhatpat/domain';
import { Button, TextField } from '@jhatpat/ui';
import { Pagination, Table, type TableColumn } from '@jhatpat/ui/staff';
import { actorNamesOf, describeActor } from '../../shared/audit/order-history';
import { useLoad } from '../../shared/data/use-load';
import { useApi } from '../../shared/services/shop-services';
import styles from './audit.module.css';
import { auditTime } from './audit-time';
import { UnmaskingsTable } from './unmaskings-table';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

const ORDER_ID = /^[0-9a-f]{24}$/;
const orderIdOf = (event: AuditEvent) => event.streamId.replace(/^order-/, '');
const orderNumberOf = (event: AuditEvent) => String((event.data as { orderNumber?: unknown }).orderNumber ?? orderIdOf(event));

/** Issue 9 item 8: where auditors (and admins) start — open an order's timeline, or pick from every order placed. */
export function AuditHomeScreen() {
  useDocumentTitle('Audit');
  const api = useApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [orderId, setOrderId] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const placed = useLoad(`placed:${page}`, () => api.audit.events({ type: 'OrderPlaced', page, limit: 20 }), 'Failed to load the event log');

  const columns: TableColumn<AuditEvent>[] = [
    { key: 'order', header: 'Order', render: (event) => <Link to={`/audit/orders/${orderIdOf(event)}`}>#{orderNumberOf(event)}</Link> },
    { key: 'recordedAt', header: 'Placed', render: (event) => auditTime.format(new Date(event.recordedAt)) },
    { key: 'actor', header: 'By', render: (event) => describeActor(event, actorNamesOf([event])) },
  ];

  return (
    <section className={styles.page} aria-labelledby="audit-title">
      <h1 id="audit-title" className={styles.title}>
        Audit
      </h1>
      <nav aria-label="Audit reports">
        <Link to="/audit/money">Money: captured, refunded, cash and outstanding per day</Link>
      </nav>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          // An order number as people type it (#jp-000123, JP123) or the full id (docs/decisions.md#order-number).
          const number = parseOrderNumber(orderId);
          const id = orderId.trim().replace(/^#/, '').toLowerCase();
          if (!number && !ORDER_ID.test(id)) return setProblem('Enter the order number (JP-000123) or the full order id (24 characters, 0-9 and a-f)');
          navigate(`/audit/orders/${number ?? id}`);
        }}
      >
        <TextField label="Order number or id" value={orderId} error={problem} onChange={(event) => (setOrderId(event.target.value), setProblem(undefined))} />
        <Button type="submit">Open timeline</Button>
      </form>
      <Table
        caption="Orders placed, oldest first"
        columns={columns}
        rows={placed.status === 'ready' ? placed.data.events : []}
        rowKey={(event) => event.eventId}
        loading={placed.status === 'loading'}
        error={placed.status === 'error' ? placed.error : undefined}
        emptyText="No orders have been placed yet"
      />
      {placed.status === 'ready' && (
        <Pagination page={page} pageCount={Math.max(1, placed.data.pagination.pages)} onPageChange={({ page: next }) => setParams(next > 1 ? { page: String(next) } : {})} label="Event pages" />
      )}
      <UnmaskingsTable />
    </section>
  );
}
