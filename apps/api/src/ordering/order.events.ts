import type { OrderStatus, PaymentMethod, PaymentStatus } from '@jhatpat/domain';
import type { NewEvent } from '../platform/event-store/index.js';

export interface OrderItem {
  productId: string;
  name: string;
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
}

export type OrderEvent =
  | NewEvent<'OrderPlaced', OrderPlacedData>
  | NewEvent<'OrderStatusChanged', { orderId: string; from: OrderStatus; to: OrderStatus; reason?: string }>
  | NewEvent<'OrderPaymentStatusChanged', { orderId: string; from: PaymentStatus; to: PaymentStatus }>
  | NewEvent<'OrderDeliveryDetailsChanged', { orderId: string; carrier: string; trackingNumber: string }>
  | NewEvent<'OrderAcceptedForDelivery', { orderId: string; riderId: string; riderName: string }>;

export const orderEventTypes: readonly OrderEvent['type'][] = [
  'OrderPlaced',
  'OrderStatusChanged',
  'OrderPaymentStatusChanged',
  'OrderDeliveryDetailsChanged',
  'OrderAcceptedForDelivery',
];

export const orderStream = (orderId: string) => ({ streamId: `order-${orderId}`, streamType: 'order' });
