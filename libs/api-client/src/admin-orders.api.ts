import type { OrderStatus, PaymentStatus } from '@jhatpat/domain';
import type { HttpClient } from './http.js';
import type { OneOrder } from './orders.api.js';
import { segment } from './path-segment.js';
import type { Schemas } from './contract/schemas.js';

export interface AdminOrdersParams {
  page?: number;
  /** Default 10. */
  limit?: number;
  status?: OrderStatus | 'all';
  /** "completed" is read as paid (the customer screens' word). */
  paymentStatus?: PaymentStatus | 'completed' | 'all';
  /** An order id (a leading # is ignored), a phone number or a name. */
  search?: string;
}

export type AdminOrders = Schemas['AdminOrders'];

/** POST /orders/:id/refund: rupees (more than 0, at most what is left to refund) and why, shown to auditors. */
export type RefundRequest = Schemas['RefundOrderBody'];

export type DeliveryDetails = Schemas['DeliveryDetailsBody'];

/** docs/product.md §7 "Admin" orders: the list with filters, and the changes the transition table allows. */
export function adminOrdersApi(http: HttpClient) {
  return {
    listAll: ({ page, limit, status, paymentStatus, search }: AdminOrdersParams = {}) =>
      http.get<AdminOrders>('/orders', { query: { page, limit, status, paymentStatus, search: search?.trim() || undefined } }),
    get: (orderId: string) => http.get<OneOrder>(`/orders/${segment(orderId)}`),
    setStatus: (orderId: string, status: OrderStatus) => http.put<OneOrder>(`/orders/${segment(orderId)}/status`, { status }),
    setPaymentStatus: (orderId: string, paymentStatus: PaymentStatus) =>
      http.put<OneOrder>(`/orders/${segment(orderId)}/payment-status`, { paymentStatus }),
    setDeliveryDetails: (orderId: string, { carrier, trackingNumber }: DeliveryDetails) =>
      http.put<OneOrder>(`/orders/${segment(orderId)}/delivery-details`, { carrier, trackingNumber }),
    /**
     * Gives back part or all of what an online order was paid. `idempotencyKey`: one per refund asked
     * (a fresh one per submit), so the same request sent twice is one refund.
     */
    refund: (orderId: string, { amount, reason }: RefundRequest, idempotencyKey: string) =>
      http.post<OneOrder>(`/orders/${segment(orderId)}/refund`, { amount, reason }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    /** Gives a ready order to a delivery user (or another one before pickup). */
    assignRider: (orderId: string, riderId: string) => http.put<OneOrder>(`/orders/${segment(orderId)}/assign`, { riderId }),
  };
}

export type AdminOrdersApi = ReturnType<typeof adminOrdersApi>;
