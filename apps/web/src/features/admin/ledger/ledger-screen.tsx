import { Link } from 'react-router-dom';
import { ledgerStatuses, type LedgerEntry, type LedgerParams } from '@jhatpat/api-client';
import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import { Badge, Select } from '@jhatpat/ui';
import { Pagination, Table, type TableColumn } from '@jhatpat/ui/staff';
import { useLoad } from '../../../shared/data/use-load';
import { useApi } from '../../../shared/services/shop-services';
import styles from '../admin-page.module.css';
import { ListSearch } from '../list-search';
import { useListParams } from '../use-list-params';
import { shopDateTime } from '../../../shared/format/shop-time';
import { kindLabels, statusLabelOf, statusLabels } from './ledger-labels';
import { useDocumentTitle } from '../../../shared/document-title/use-document-title';

const statusOptions = [{ value: 'all', label: 'All statuses' }, ...ledgerStatuses.map((s) => ({ value: s, label: statusLabels[s].label }))];
const methodOptions = [{ value: 'all', label: 'All methods' }, ...['COD', 'CARD', 'UPI'].map((m) => ({ value: m, label: m }))];

/** Issue 9 item 7 "Invoice & Transaction": every payment, online or cash, and every refund (issue 14), filterable, each opening its invoice. */
export function LedgerScreen() {
  useDocumentTitle('Invoice & Transaction');
  const api = useApi();
  const { values, page, go } = useListParams({ status: 'all', method: 'all', orderId: '' });
  const status = values.status as NonNullable<LedgerParams['status']>;
  const method = values.method as NonNullable<LedgerParams['method']>;
  const { orderId } = values;
  const ledger = useLoad(`ledger:${status}:${method}:${orderId}:${page}`, () => api.insights.ledger({ status, method, orderId, page }), 'Failed to load payments');

  const columns: TableColumn<LedgerEntry>[] = [
    { key: 'time', header: 'Time', render: (p) => shopDateTime.format(new Date(p.time)) },
    { key: 'order', header: 'Order', render: (p) => <Link to={`/admin/transaction-management/${p.orderId}`}>#{p.orderNumber ?? p.orderId}</Link> },
    { key: 'customerName', header: 'Customer', render: (p) => p.customerName ?? '—' },
    { key: 'kind', header: 'Kind', render: (p) => kindLabels[p.kind] ?? p.kind },
    { key: 'method', header: 'Method' },
    { key: 'amount', header: 'Amount', align: 'end', render: (p) => formatRupees(rupeesToPaise(p.amount)) },
    { key: 'status', header: 'Status', render: (p) => <Badge tone={statusLabelOf(p.status).tone}>{statusLabelOf(p.status).label}</Badge> },
    // A refund's reason, or why a payment failed.
    { key: 'note', header: 'Note', render: (p) => p.failureReason ?? '' },
    { key: 'reference', header: 'Provider reference', render: (p) => (p.providerReference ? `${p.provider} · ${p.providerReference}` : p.provider) },
  ];

  return (
    <section className={styles.page} aria-labelledby="ledger-title">
      <h1 id="ledger-title" className={styles.title}>
        Invoice & Transaction
      </h1>
      <ListSearch label="Order id" initial={orderId} onSearch={(text) => go({ orderId: text.trim().replace(/^#/, '') })}>
        <Select label="Status" value={status} options={statusOptions} onChange={(event) => go({ status: event.target.value })} />
        <Select label="Method" value={method} options={methodOptions} onChange={(event) => go({ method: event.target.value })} />
      </ListSearch>
      <Table
        caption="Payments, newest first"
        columns={columns}
        rows={ledger.status === 'ready' ? ledger.data.payments : []}
        rowKey={(p) => p.id}
        loading={ledger.status === 'loading'}
        error={ledger.status === 'error' ? ledger.error : undefined}
        emptyText="No payments match"
      />
      {ledger.status === 'ready' && (
        <Pagination page={page} pageCount={Math.max(1, ledger.data.pagination.pages)} onPageChange={({ page: next }) => go({ page: next })} label="Payment pages" />
      )}
    </section>
  );
}
