import { customerPaymentLabel, type OrderStatus, type PaymentStatus } from '@jhatpat/domain';
import type { LinkComponent } from '../../internal/link';
import { StatusChip } from '../status-chip/status-chip';
import styles from './order-row.module.css';
import { useShopText } from '../../locale/shop-text';

export interface OrderRowOrder {
  _id: string;
  /** The order's number as every screen shows it (JP-000123). */
  orderNumber: string;
  createdAt: string | Date;
  grandTotalPaise: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

export interface OrderRowProps {
  order: OrderRowOrder;
  /** @default `/orders/${order._id}` */
  href?: string;
  linkComponent?: LinkComponent;
}

/** One row of the customer's order list (docs/product.md §2 /orders), linking to the order. */
export function OrderRow({ order, href = `/orders/${order._id}`, linkComponent: Link = 'a' }: OrderRowProps) {
  // docs/product.md §9: one order number for everyone; docs/decisions.md#payment-status: paid = completed.
  const { paymentStatus } = order;
  const { t, rupees, date } = useShopText();
  return (
    <Link href={href} className={styles.row}>
      <span className={styles.main}>
        <span className={styles.id}>{t('Order #{number}', { number: order.orderNumber })}</span>
        <span className={styles.date}>{date(order.createdAt)}</span>
      </span>
      <span className={styles.side}>
        <span className={styles.total}>
          {rupees(order.grandTotalPaise)} <span className={styles.payment} data-payment-status={paymentStatus}>({t(customerPaymentLabel(order))})</span>
        </span>
        <StatusChip status={order.status} />
      </span>
    </Link>
  );
}
