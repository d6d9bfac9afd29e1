import type { OrderStatus } from '@jhatpat/domain';
import type { HttpClient } from './http.js';
import { segment } from './path-segment.js';
import type { Schemas } from './contract/schemas.js';

/** A line of an order: the product as it was when the order was placed; price in rupees. */
export type OrderItem = Schemas['OrderItemView'];

/**
 * docs/product.md §3 "Order" as the API sends it: amounts in rupees, dates ISO 8601, the address a snapshot
 * taken when it was placed, `statusReason` why it last changed status (null when not said).
 */
export type Order = Schemas['OrderView'];

/** Money given back, in rupees: `pending` is asked of the provider and not yet done (docs/decisions.md#payment-saga). */
export type OrderRefund = Schemas['OrderRefundView'];

/** A line of the order being placed: the unit price (rupees) the shopper saw, re-checked by the server. */
export type PlaceOrderItem = Schemas['OrderItemBody'];

/** docs/product.md §7 "POST /user-orders" body, in rupees (toOrderRequest builds it from the client's paise). */
export type PlaceOrderBody = Schemas['PlaceOrderBody'];

export type PlacedOrder = Schemas['PlaceOrderResult'];

/** One order: GET /orders/{id} and every call that changes one. */
export type OneOrder = Schemas['OneOrder'];
/** What packing changed on an order (short and substituted lines, the bill after them), once a packer took it. */
export type OrderPacking = Schemas['OrderPackingView'];
/** An order with what packing changed, as GET /orders/:id answers it. */
export type PackedOrderDetail = Order & { packing?: OrderPacking | null };

/** POST /user-orders/{id}/payment: where to send the browser to pay the order (its open attempt, or a new one). */
export type PaymentPage = Schemas['PaymentPageBody'];

export type MyOrders = Schemas['CustomerOrders'];

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
