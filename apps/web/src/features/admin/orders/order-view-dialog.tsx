import { useEffect, useState } from 'react';
import type { Order, OrderAt } from '@jhatpat/api-client';
import { allowedNextStatuses, formatRupees, type OrderStatus, type PaymentStatus, paymentStatusesAnAdminMaySet, paymentStatusLabels, rupeesToPaise } from '@jhatpat/domain';
import { serverMessage } from '@jhatpat/machines';
import { Button, Dialog, ErrorState, Select, Skeleton, StatusChip, TextField } from '@jhatpat/ui';
import { useLoad } from '../../../shared/data/use-load';
import { useApi } from '../../../shared/services/shop-services';
import { FlashMessage } from '../flash-message';
import { useFlash } from '../use-flash';
import { OrderHistory } from '../../../shared/audit/order-history';
import styles from './order-view-dialog.module.css';
import { type DeliveryDetails, DELIVERY_FIELD_MAX, deliveryDetailsProblems } from './delivery-details/delivery-details';
import { RefundForm } from './refund/refund-form';

interface OrderViewDialogProps {
  orderId: string | null;
  /** The order's number for the title (JP-000123), as the list showed it; null when opened by link (read with the order). */
  orderNumber: string | null;
  onClose: () => void;
  /** The order changed: the list behind the dialog should show it. */
  onChanged: (order: Order) => void;
}

/** docs/product.md §2 "View modal": the order's items, address, customer and history, and the admin's controls. */
export function OrderViewDialog({ orderId, orderNumber, onClose, onChanged }: OrderViewDialogProps) {
  const [read, setRead] = useState<{ orderId: string; orderNumber: string } | null>(null);
  const number = orderNumber ?? (read && read.orderId === orderId ? read.orderNumber : null);
  return (
    <Dialog open={orderId !== null} title={orderId && number ? `Order #${number}` : 'Order'} onClose={onClose}>
      {orderId && <OrderView key={orderId} orderId={orderId} onChanged={onChanged} onRead={setRead} />}
    </Dialog>
  );
}

interface OrderViewProps {
  orderId: string;
  onChanged: (order: Order) => void;
  /** The order was read: a dialog opened by link learns its number here. */
  onRead: (order: { orderId: string; orderNumber: string }) => void;
}

function OrderView({ orderId, onChanged, onRead }: OrderViewProps) {
  const api = useApi();
  const [flash, setFlash] = useFlash();
  const [busy, setBusy] = useState(false);
  const view = useLoad(
    `admin-order:${orderId}`,
    async () => {
      // The history is extra: when the audit API fails the order still shows, with a note instead.
      const [{ order }, history] = await Promise.all([
        api.adminOrders.get(orderId).catch(() => Promise.reject(new Error('Failed to get order details'))),
        api.audit.orderAt(orderId).catch(() => null),
      ]);
      return { order, history };
    },
    'Failed to get order details',
  );

  const readNumber = view.status === 'ready' ? view.data.order.orderNumber : null;
  useEffect(() => {
    if (readNumber) onRead({ orderId, orderNumber: readNumber });
  }, [orderId, readNumber, onRead]);

  /** Shows the changed order, with its history read again (the change is an event in it). */
  async function show(order: Order, success: string) {
    const history = await api.audit.orderAt(orderId).catch(() => null);
    if (view.status === 'ready') view.setData({ order, history: history ?? view.data.history });
    onChanged(order);
    setFlash({ kind: 'success', text: success });
  }

  async function change(run: () => Promise<{ order: Order }>, success: string, failure: string) {
    setBusy(true);
    try {
      const { order } = await run();
      await show(order, success);
    } catch (error) {
      setFlash({ kind: 'error', text: serverMessage(error, failure) });
    } finally {
      setBusy(false);
    }
  }

  if (view.status === 'loading') {
    return (
      <div aria-busy="true" aria-label="Loading order">
        <Skeleton width="60%" />
        <Skeleton width="40%" />
        <Skeleton width="80%" />
      </div>
    );
  }
  if (view.status === 'error') return <ErrorState title={view.error} onRetry={view.reload} retryLabel="Try Again" />;
  const { order, history } = view.data;
  return (
    <div className={styles.sections}>
      <FlashMessage flash={flash} />
      <OrderFacts order={order} />
      <StatusControl
        order={order}
        busy={busy}
        onSubmit={(status) => change(() => api.adminOrders.setStatus(orderId, status), 'Order status updated successfully!', 'Failed to update order status')}
      />
      <PaymentControl
        order={order}
        busy={busy}
        onSubmit={(paymentStatus) =>
          change(() => api.adminOrders.setPaymentStatus(orderId, paymentStatus), 'Payment status updated successfully!', 'Failed to update payment status')
        }
      />
      <RefundForm order={order} onRefunded={(changed) => void show(changed, 'Refund requested')} />
      <DeliveryDetailsControl
        order={order}
        busy={busy}
        onSubmit={(details) =>
          change(() => api.adminOrders.setDeliveryDetails(orderId, details), 'Delivery details updated successfully!', 'Failed to update delivery details.')
        }
      />
      <section className={styles.section} aria-label="History">
        <h3>History</h3>
        <HistoryOf history={history} />
      </section>
    </div>
  );
}

function HistoryOf({ history }: { history: OrderAt | null }) {
  if (!history) return <p>History is not available.</p>;
  return <OrderHistory events={[...history.order.events, ...history.payments.flatMap((p) => p.events)].sort((a, b) => Number(a.position) - Number(b.position))} />;
}

function OrderFacts({ order }: { order: Order }) {
  return (
    <>
      <section className={styles.section} aria-label="Customer">
        <h3>Customer</h3>
        <p>
          {order.userId.name} · {order.userId.phone}
        </p>
        <p>
          <StatusChip status={order.status} /> · {order.paymentMethod} · payment {paymentStatusLabels[order.paymentStatus].toLowerCase()} · {formatRupees(rupeesToPaise(order.grandTotal))}
        </p>
      </section>
      <section className={styles.section} aria-label="Address">
        <h3>Address</h3>
        <p>{order.address.details}</p>
        <p>
          {order.address.addressId.contactName}
          {order.address.addressId.contactPhone ? ` · ${order.address.addressId.contactPhone}` : ''}
        </p>
      </section>
      <section className={styles.section} aria-label="Items">
        <h3>Items</h3>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={item.productId}>
              {item.name}
              {item.variant ? ` · ${item.variant}` : ''} × {item.quantity} — {formatRupees(rupeesToPaise(item.price * item.quantity))}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

interface ControlProps<T> {
  order: Order;
  busy: boolean;
  onSubmit: (value: T) => Promise<void>;
}

function StatusControl({ order, busy, onSubmit }: ControlProps<OrderStatus>) {
  const next = allowedNextStatuses(order.status);
  const [status, setStatus] = useState<OrderStatus | ''>(next[0] ?? '');
  if (next.length === 0) return <p>This order is {order.status}: its status cannot change any more.</p>;
  return (
    <form className={styles.controls} onSubmit={(event) => (event.preventDefault(), status && void onSubmit(status))}>
      <Select label="Change status to" value={status} options={next.map((s) => ({ value: s, label: s }))} onChange={(event) => setStatus(event.target.value as OrderStatus)} />
      <Button type="submit" loading={busy} disabled={!status}>
        Update Status
      </Button>
    </form>
  );
}

/**
 * Only what the API accepts for this order (docs/decisions.md#payment-status): cash taken, or handed back on a
 * cancelled order. A card or UPI payment's status follows its payments, so it is changed by a refund instead.
 */
function PaymentControl({ order, busy, onSubmit }: ControlProps<PaymentStatus>) {
  const allowed = paymentStatusesAnAdminMaySet(order);
  const [picked, setPicked] = useState<PaymentStatus | null>(null);
  // After a change the choices change too (cash taken: nothing left, unless the order is cancelled).
  const paymentStatus = picked && allowed.includes(picked) ? picked : (allowed[0] ?? '');
  if (order.paymentMethod !== 'COD') return <p>{order.paymentMethod} payment: its status follows the payment and its refunds. To give money back, refund it below.</p>;
  if (allowed.length === 0) return <p>Cash payment {paymentStatusLabels[order.paymentStatus].toLowerCase()}: it cannot be changed by hand now.</p>;
  return (
    <form className={styles.controls} onSubmit={(event) => (event.preventDefault(), paymentStatus && void onSubmit(paymentStatus))}>
      <Select
        label="Payment status"
        value={paymentStatus}
        options={allowed.map((s) => ({ value: s, label: paymentStatusLabels[s] }))}
        onChange={(event) => setPicked(event.target.value as PaymentStatus)}
      />
      <Button type="submit" loading={busy} disabled={!paymentStatus}>
        Update Payment
      </Button>
    </form>
  );
}

function DeliveryDetailsControl({ order, busy, onSubmit }: ControlProps<DeliveryDetails>) {
  const [details, setDetails] = useState<DeliveryDetails>({ carrier: order.carrier ?? '', trackingNumber: order.trackingNumber ?? '' });
  const [tried, setTried] = useState(false);
  const problems = tried ? deliveryDetailsProblems(details) : {};
  const submit = () => {
    setTried(true);
    if (Object.keys(deliveryDetailsProblems(details)).length === 0) void onSubmit({ carrier: details.carrier.trim(), trackingNumber: details.trackingNumber.trim() });
  };
  return (
    <form className={styles.controls} noValidate onSubmit={(event) => (event.preventDefault(), submit())}>
      <div className={styles.sections}>
        <TextField label="Carrier" value={details.carrier} maxLength={DELIVERY_FIELD_MAX} error={problems.carrier} onChange={(event) => setDetails({ ...details, carrier: event.target.value })} />
        <TextField
          label="Tracking number"
          value={details.trackingNumber}
          maxLength={DELIVERY_FIELD_MAX}
          error={problems.trackingNumber}
          onChange={(event) => setDetails({ ...details, trackingNumber: event.target.value })}
        />
      </div>
      <Button type="submit" loading={busy} disabled={!details.carrier.trim() || !details.trackingNumber.trim()}>
        Save Delivery Details
      </Button>
    </form>
  );
}
