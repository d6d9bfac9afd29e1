import { useState } from 'react';
import type { Order } from '@jhatpat/api-client';
import { formatRupees, isOrderStatus, orderStatuses, rupeesToPaise, shopRules } from '@jhatpat/domain';
import { Button, Select, StatusChip } from '@jhatpat/ui';
import { Pagination, Table, type TableColumn } from '@jhatpat/ui/staff';
import { useLoad } from '../../../shared/data/use-load';
import { useApi } from '../../../shared/services/shop-services';
import styles from '../admin-page.module.css';
import { ListSearch } from '../list-search';
import { useListParams } from '../use-list-params';
import { orderSearchTerm } from './admin-order-id';
import { OrderViewDialog } from './order-view-dialog';
import { shopDateTime } from '../../../shared/format/shop-time';
import { useDocumentTitle } from '../../../shared/document-title/use-document-title';

const statusOptions = [{ value: 'all', label: 'All statuses' }, ...orderStatuses.map((status) => ({ value: status, label: status }))];
// docs/product.md §4: the admin filter offers pending, paid and refunded; issue 14 adds partially_refunded.
const paymentFilter = ['pending', 'paid', 'partially_refunded', 'refunded'] as const;
const paymentOptions = [{ value: 'all', label: 'All payments' }, ...paymentFilter.map((s) => ({ value: s, label: s }))];

/** docs/product.md §2 /admin/order-management: search, filters, the table and a View modal. */
export function OrderManagementScreen() {
  useDocumentTitle('Order Management');
  const api = useApi();
  // `order` opens one order's view: a notification links here (`?order=<id>`), and a reload keeps it open.
  const { values, page, go } = useListParams({ search: '', status: 'all', paymentStatus: 'all', order: '' });
  const { search } = values;
  const status = isOrderStatus(values.status) ? values.status : 'all';
  const paymentStatus = paymentFilter.find((s) => s === values.paymentStatus) ?? 'all';
  const [clicked, setClicked] = useState<Pick<Order, '_id' | 'orderNumber'> | null>(null);
  const viewing = values.order ? { _id: values.order, orderNumber: clicked?._id === values.order ? clicked.orderNumber : null } : null;
  const view = (order: Pick<Order, '_id' | 'orderNumber'> | null) => {
    setClicked(order);
    go({ order: order?._id ?? '', page });
  };

  const orders = useLoad(
    `admin-orders:${search}:${status}:${paymentStatus}:${page}`,
    // docs/product.md §8: a search that fails says so apart from a plain list that fails.
    () =>
      api.adminOrders
        .listAll({ search, status, paymentStatus, page, limit: shopRules.adminOrdersPageSize })
        .catch(() => Promise.reject(new Error(search ? 'Failed to search orders' : 'Failed to fetch orders'))),
    'Failed to fetch orders',
  );

  const columns: TableColumn<Order>[] = [
    { key: 'id', header: 'Order', render: (order) => `#${order.orderNumber}` },
    { key: 'customer', header: 'Customer', render: (order) => `${order.userId.name} · ${order.userId.phone}` },
    { key: 'placed', header: 'Placed', render: (order) => shopDateTime.format(new Date(order.createdAt)) },
    { key: 'total', header: 'Total', align: 'end', render: (order) => formatRupees(rupeesToPaise(order.grandTotal)) },
    { key: 'status', header: 'Status', render: (order) => <StatusChip status={order.status} /> },
    { key: 'payment', header: 'Payment', render: (order) => `${order.paymentMethod} · ${order.paymentStatus}` },
    {
      key: 'view',
      header: 'View',
      render: (order) => (
        <Button size="sm" variant="secondary" aria-label={`View order #${order.orderNumber}`} onClick={() => view(order)}>
          View
        </Button>
      ),
    },
  ];

  function showChanged(changed: Order) {
    if (orders.status === 'ready') orders.setData({ ...orders.data, orders: orders.data.orders.map((o) => (o._id === changed._id ? changed : o)) });
  }

  return (
    <section className={styles.page} aria-labelledby="orders-admin-title">
      <h1 id="orders-admin-title" className={styles.title}>
        Order Management
      </h1>
      <ListSearch label="Search by order id, phone or name" initial={search} onSearch={(text) => go({ search: orderSearchTerm(text) })}>
        <Select label="Status" value={status} options={statusOptions} onChange={(event) => go({ status: event.target.value })} />
        <Select label="Payment" value={paymentStatus} options={paymentOptions} onChange={(event) => go({ paymentStatus: event.target.value })} />
      </ListSearch>
      <Table
        caption="Orders"
        columns={columns}
        rows={orders.status === 'ready' ? orders.data.orders : []}
        rowKey={(order) => order._id}
        loading={orders.status === 'loading'}
        error={orders.status === 'error' ? orders.error : undefined}
        emptyText="No orders found"
      />
      {orders.status === 'ready' && (
        <Pagination page={page} pageCount={Math.max(1, orders.data.pagination.pages)} onPageChange={({ page: next }) => go({ page: next })} label="Orders pages" />
      )}
      <OrderViewDialog orderId={viewing?._id ?? null} orderNumber={viewing?.orderNumber ?? null} onClose={() => view(null)} onChanged={showChanged} />
    </section>
  );
}
