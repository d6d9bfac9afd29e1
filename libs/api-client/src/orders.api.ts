import type { OrderStatus, PaymentMethod, PaymentStatus } from '@jhatpat/domain';
import type { RupeeBill } from './cart.api.js';
import type { HttpClient } from './http.js';
import { segment } from './path-segment.js';
import type { Schemas } from './contract/schemas.js';

/** A line of an order: the product as it was when the order was placed; price in rupees. */
export interface OrderItem {
  productId: string;
  name: string;
  image: string;
  variant: string | null;
  price: number;
  quantity: number;
}

/** docs/product.md §3 "Order" as the API sends it: amounts in rupees, dates ISO 8601. */
export interface Order extends RupeeBill {
  _id: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  items: OrderItem[];
  createdAt: string;
  estimatedDelivery: string;
  deliveredAt: string | null;
  orderNotes: string | null;
  /** A snapshot of the address when the order was placed. */
  address: { addressId: { _id: string; contactName: string; contactPhone: string | null }; details: string };
  userId: { _id: string; name: string; phone: string };
  carrier: string | null;
  trackingNumber: string | null;
  /** The delivery rider who accepted it. */
  rider: { _id: string; name: string } | null;
  /** Money given back, in rupees: `pending` is asked of the provider and not yet done (docs/decisions.md#payment-saga). */
  refund: OrderRefund;
  /** Why the order last changed status, e.g. "payment not received in time" for a cancelled one; null when not said. */
  statusReason: string | null;
}

export interface OrderRefund {
  refunded: number;
  pending: number;
}

/** A line of the order being placed: the unit price (rupees) the shopper saw, re-checked by the server. */
export interface PlaceOrderItem {
  productId: string;
  name?: string;
  image?: string;
  variant?: string | null;
  price: number;
  quantity: number;
}

/** docs/product.md §7 "POST /user-orders" body, in rupees (toOrderRequest builds it from the client's paise). */
export interface PlaceOrderBody extends RupeeBill {
  addressId: string;
  paymentMethod: PaymentMethod;
  items: PlaceOrderItem[];
  paymentStatus: 'pending';
  orderNotes?: string;
}

export type PlacedOrder = Schemas['PlaceOrderResult'];

/** One order: GET /orders/{id} and every call that changes one. */
export interface OneOrder {
  success: boolean;
  order: Order;
}

/** POST /user-orders/{id}/payment: where to send the browser to pay the order (its open attempt, or a new one). */
export interface PaymentPage {
  orderId: string;
  paymentUrl: string;
}

export interface MyOrders {
  success: boolean;
  orders: Order[];
}

export interface MyOrdersParams {
  /** "all" or absent for every status. */
  status?: OrderStatus | 'all';
  page?: number;
  /** 1 to 100 (default 20). */
  limit?: number;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** docs/product.md §7 "Orders" for the customer who placed them. */
export function ordersApi(http: HttpClient) {
  return {
    /** One idempotency key per checkout attempt: a retry with the same key gets the same order. */
    place: (body: PlaceOrderBody, { idempotencyKey }: { idempotencyKey: string }) =>
      http.post<PlacedOrder>('/user-orders', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    listMine: ({ status, page, limit }: MyOrdersParams = {}) => http.get<MyOrders>('/user-orders', { query: { status, page, limit } }),
    get: (orderId: string) => http.get<OneOrder>(`/orders/${segment(orderId)}`),
    /**
     * Pay an online order that still waits for its money: its open attempt's page, or a new attempt after a
     * failed one (the failed page takes no more money). 409 when already paid, cancelled or cash; 404 when not theirs.
     */
    pay: (orderId: string) => http.post<PaymentPage>(`/user-orders/${segment(orderId)}/payment`),
    /** The customer may cancel until the order is being packed. */
    cancel: (orderId: string) => http.post<OneOrder>(`/orders/${segment(orderId)}/cancel`),
  };
}

export type OrdersApi = ReturnType<typeof ordersApi>;
