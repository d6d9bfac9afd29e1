import { useMemo, useState } from 'react';
import type { Order } from '@jhatpat/api-client';
import { isOrderStatus, OFFERED_TO_RIDERS, shopRules } from '@jhatpat/domain';
import { serverMessage } from '@jhatpat/machines';
import { Button, Select, StatusChip } from '@jhatpat/ui';
import { Checkbox, Pagination, Table, type TableColumn } from '@jhatpat/ui/staff';
import { useLoad } from '../../../shared/data/use-load';
import { useApi } from '../../../shared/services/shop-services';
import styles from '../admin-page.module.css';
import { FlashMessage } from '../flash-message';
import { useFlash } from '../use-flash';
import { useListParams } from '../use-list-params';
import { elapsedSince } from '../../../shared/format/shop-time';
import { localityOf } from './locality';
import { useDocumentTitle } from '../../../shared/document-title/use-document-title';

// Deliveries are orders from the moment they are confirmed until they are handed over.
const statusOptions = [
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'preparing', label: 'Preparing' },
  { value: 'packed', label: 'Packed' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
];
const assignable = (order: Order) => OFFERED_TO_RIDERS.includes(order.status);

/** docs/product.md §2 /admin/delivery-management: the deliveries, who carries each, and assigning riders (issue 9 item 5). */
export function DeliveryManagementScreen() {
  useDocumentTitle('Delivery Management');
  const api = useApi();
  const { values, page, go } = useListParams({ status: 'confirmed' });
  const statusParam = values.status;
  const status = isOrderStatus(statusParam) ? statusParam : 'confirmed';
  const [unassignedOnly, setUnassignedOnly] = useState(false);
  const [choice, setChoice] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [flash, setFlash] = useFlash();
  const [now] = useState(() => Date.now());

  const orders = useLoad(`deliveries:${status}:${page}`, () => api.adminOrders.listAll({ status, page, limit: shopRules.adminOrdersPageSize }), 'Failed to fetch orders');
  // Riders are the users with the delivery role; a shop has a handful, so one page of 100 holds them.
  const riders = useLoad('riders', () => api.users.list({ limit: 100 }).then(({ users }) => users.filter((user) => user.role === 'delivery')), 'Failed to fetch users');
  const riderOptions = riders.status === 'ready' ? riders.data.map((rider) => ({ value: rider._id, label: `${rider.name} · ${rider.phone}` })) : [];

  const rows = useMemo(() => {
    const all = orders.status === 'ready' ? orders.data.orders : [];
    return unassignedOnly ? all.filter((order) => !order.rider) : all;
  }, [orders, unassignedOnly]);

  async function assign(order: Order) {
    const riderId = choice[order._id];
    if (!riderId) return setFlash({ kind: 'error', text: 'Choose a delivery user first' });
    setBusy(order._id);
    try {
      const { order: changed } = await api.adminOrders.assignRider(order._id, riderId);
      if (orders.status === 'ready') orders.setData({ ...orders.data, orders: orders.data.orders.map((o) => (o._id === changed._id ? changed : o)) });
      setFlash({ kind: 'success', text: `Order #${order.orderNumber} assigned to ${changed.rider?.name ?? 'the rider'}` });
    } catch (error) {
      setFlash({ kind: 'error', text: serverMessage(error, 'Failed to assign the order') });
    } finally {
      setBusy(null);
    }
  }

  const columns: TableColumn<Order>[] = [
    { key: 'order', header: 'Order', render: (o) => `#${o.orderNumber}` },
    { key: 'customer', header: 'Customer', render: (o) => `${o.userId.name} · ${o.userId.phone}` },
    { key: 'locality', header: 'Locality', render: (o) => localityOf(o.address.details) },
    { key: 'rider', header: 'Assigned staff', render: (o) => o.rider?.name ?? 'Unassigned' },
    { key: 'status', header: 'Status', render: (o) => <StatusChip status={o.status} /> },
    { key: 'age', header: 'Age', align: 'end', render: (o) => elapsedSince(o.createdAt, now) },
    {
      key: 'assign',
      header: 'Assign',
      render: (o) =>
        assignable(o) ? (
          <div className={styles.actions}>
            <Select
              label={`Rider for order #${o.orderNumber}`}
              value={choice[o._id] ?? ''}
              placeholder={riders.status === 'loading' ? 'Loading riders…' : 'Choose a rider'}
              options={riderOptions}
              onChange={(event) => setChoice((current) => ({ ...current, [o._id]: event.target.value }))}
            />
            <Button size="sm" loading={busy === o._id} onClick={() => void assign(o)}>
              {o.rider ? 'Reassign' : 'Assign'}
            </Button>
          </div>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <section className={styles.page} aria-labelledby="deliveries-title">
      <h1 id="deliveries-title" className={styles.title}>
        Delivery Management
      </h1>
      <div className={styles.toolbar}>
        <Select label="Status" value={status} options={statusOptions} onChange={(event) => go({ status: event.target.value })} />
        <Checkbox label="Unassigned only" checked={unassignedOnly} onChange={(event) => setUnassignedOnly(event.target.checked)} />
      </div>
      {riders.status === 'ready' && riders.data.length === 0 && <p className={styles.muted}>No delivery users yet: give a user the delivery role in User Management.</p>}
      <FlashMessage flash={flash} />
      <Table
        caption="Deliveries"
        columns={columns}
        rows={rows}
        rowKey={(o) => o._id}
        loading={orders.status === 'loading'}
        error={orders.status === 'error' ? orders.error : undefined}
        emptyText="No deliveries here"
      />
      {orders.status === 'ready' && (
        <Pagination
          page={page}
          pageCount={Math.max(1, orders.data.pagination.pages)}
          onPageChange={({ page: next }) => go({ page: next })}
          label="Delivery pages"
        />
      )}
    </section>
  );
}
