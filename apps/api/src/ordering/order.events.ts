import type { OrderStatus, PaymentMethod, PaymentStatus } from '@jhatpat/domain';
import type { RefundKind } from '../payments/index.js';
import type { NewEvent } from '../platform/event-store/index.js';

export interface OrderItem {
  productId: string;
  name: string;
  /**
   * The Hindi name it was sold under (OrderPlaced v3), or its English name while the catalog knew none; an
   * order placed before v3 is read with its English name here (line-hindi-names.ts).
   */
  nameHi: string;
  image: string;
  variant: string | null;
  pricePaise: number;
  quantity: number;
}

export interface OrderAddress {
  addressId: string;
  contactName: string;
  contactPhone: string | null;
  /** The address as one line, as the shop will deliver to it even if the saved address changes later. */
  details: string;
}

/** Everything the order screens, the admin list and an auditor need, as it was when placed. */
export interface OrderPlacedData {
  orderId: string;
  /**
   * What everyone calls the order (`JP-000123`), from the order_numbers sequence when it was placed
   * (schema v2). A v1 event, from before numbers, is read with one derived from its log position
   * (ordering.module's upcaster, docs/decisions.md#order-number). v3 added each item's `nameHi`.
   */
  orderNumber: string;
  customerId: string;
  customerName: string;
  customerPhone: string;
  items: OrderItem[];
  itemsTotalPaise: number;
  deliveryChargePaise: number;
  handlingChargePaise: number;
  tipPaise: number;
  donationPaise: number;
  grandTotalPaise: number;
  paymentMethod: PaymentMethod;
  status: Extract<OrderStatus, 'confirmed' | 'pending_payment'>;
  paymentStatus: 'pending';
  address: OrderAddress;
  orderNotes: string | null;
  placedAt: string;
  estimatedDelivery: string;
  /** CARD and UPI: the first payment attempt, requested in the same transaction. */
  paymentId?: string;
}

/** The order's payment moved: `paymentId` names the capture the order keeps when it becomes paid. */
export interface OrderPaymentStatusChangedData {
  orderId: string;
  from: PaymentStatus;
  to: PaymentStatus;
  paymentId?: string;
  amountPaise?: number;
}

export interface OrderRefundRequestedData {
  orderId: string;
  paymentId: string;
  refundId: string;
  amountPaise: number;
  kind: RefundKind;
  reason: string;
}

export interface OrderRefundSettledData {
  orderId: string;
  paymentId: string;
  refundId: string;
  amountPaise: number;
  outcome: 'succeeded' | 'failed';
}

export type OrderEvent =
  | NewEvent<'OrderPlaced', OrderPlacedData>
  | NewEvent<'OrderStatusChanged', { orderId: string; from: OrderStatus; to: OrderStatus; reason?: string }>
  | NewEvent<'OrderPaymentStatusChanged', OrderPaymentStatusChangedData>
  | NewEvent<'OrderDeliveryDetailsChanged', { orderId: string; carrier: string; trackingNumber: string }>
  | NewEvent<'OrderAcceptedForDelivery', { orderId: string; riderId: string; riderName: string }>
  | NewEvent<'OrderPaymentAttempted', { orderId: string; paymentId: string }>
  | NewEvent<'OrderRefundRequested', OrderRefundRequestedData>
  | NewEvent<'OrderRefundSettled', OrderRefundSettledData>;

export const orderEventTypes: readonly OrderEvent['type'][] = [
  'OrderPlaced',
  'OrderStatusChanged',
  'OrderPaymentStatusChanged',
  'OrderDeliveryDetailsChanged',
  'OrderAcceptedForDelivery',
  'OrderPaymentAttempted',
  'OrderRefundRequested',
  'OrderRefundSettled',
];

export const orderStream = (orderId: string) => ({ streamId: `order-${orderId}`, streamType: 'order' });
