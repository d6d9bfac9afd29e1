import type { Order, PackedOrderDetail } from '@jhatpat/api-client';
import { customerMayCancel, onlinePaymentDue, rupeesToPaise } from '@jhatpat/domain';
import { toBill } from '@jhatpat/api-client';
import { BillDetails, StatusChip, useShopText } from '@jhatpat/ui';
import { CancelOrder } from './cancel-order';
import { OrderItems } from './order-items';
import { OrderPackingChanges } from './order-packing-changes';
import { OrderPaymentInfo } from './order-payment-info';
import { OrderShippingInfo } from './order-shipping-info';
import { OrderTrackingPanel } from './order-tracking-panel';
import { PayForOrder } from './pay-for-order';
import { useOrderTracking, type ConnectOrderEvents } from './use-order-tracking';
import sections from './order-detail-sections.module.css';
import styles from './order-detail.module.css';

export interface OrderDetailProps {
  order: PackedOrderDetail;
  onOrderChanged: (order: Order) => void;
  connectEvents?: ConnectOrderEvents;
  /** Opens a UPI payment page for "Pay Now" (the whole tab leaves). Stories record the address instead. */
  sendBrowserTo?: (url: string) => void;
}

/** One loaded order, kept live: tracker, shipping, payment, items, bill, notes and the cancel button. */
export function OrderDetail({ order, onOrderChanged, connectEvents, sendBrowserTo }: OrderDetailProps) {
  const { status, remainingSeconds, paymentStatus, refund, statusReason, packing, rider, connection } = useOrderTracking(order, connectEvents);
  const { t, dateTime } = useShopText();
  const due = order.paymentMethod === 'COD' ? null : onlinePaymentDue({ paymentMethod: order.paymentMethod, paymentStatus, status });
  return (
    <div className={styles.detail}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('Order #{number}', { number: order.orderNumber })}</h1>
          <p className={styles.placed}>{t('Placed {when}', { when: dateTime(order.createdAt) })}</p>
        </div>
        <StatusChip status={status} />
      </header>
      {due && order.paymentMethod !== 'COD' && <PayForOrder orderId={order._id} method={order.paymentMethod} due={due} sendBrowserTo={sendBrowserTo} />}
      <OrderTrackingPanel status={status} statusReason={statusReason} remainingSeconds={remainingSeconds} connection={connection} rider={rider} />
      <div className={styles.columns}>
        <OrderShippingInfo order={{ ...order, rider }} />
        <OrderPaymentInfo
          method={order.paymentMethod}
          status={paymentStatus}
          orderStatus={status}
          grandTotalPaise={rupeesToPaise(order.grandTotal)}
          refund={{ refundedPaise: rupeesToPaise(refund.refunded), pendingPaise: rupeesToPaise(refund.pending) }}
        />
      </div>
      <OrderItems items={order.items} />
      {packing && packing.changes.length > 0 && <OrderPackingChanges packing={packing} cash={order.paymentMethod === 'COD'} />}
      {/* BillDetails is a bordered section with its own heading: no card around it (issue 19 item 12). */}
      <BillDetails bill={toBill(order)} />
      {order.orderNotes && (
        <section className={sections.section} aria-labelledby="order-notes-title">
          <h2 id="order-notes-title" className={sections.title}>
            {t('Notes')}
          </h2>
          <p className={sections.text}>{order.orderNotes}</p>
        </section>
      )}
      {customerMayCancel(status) && (
        <div className={styles.actions}>
          <CancelOrder orderId={order._id} onCancelled={onOrderChanged} />
        </div>
      )}
    </div>
  );
}
