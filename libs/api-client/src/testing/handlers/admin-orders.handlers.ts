import { canMovePayment, cashPaymentMoves, isOrderStatus, isPaymentStatus, parseOrderNumber, paymentStatuses, rupeesToPaise, shopRules } from '@jhatpat/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import type { DeliveryDetails, RefundRequest } from '../../admin-orders.api.js';
import type { OneOrder, Order } from '../../orders.api.js';
import { bodyOf, type Endpoint, errorReply, type ErrorReply, failingHandlers, loadingHandlers, pageOf } from './handler-kit.js';
import { api } from './contract-http.js';
import { findOrder, moveOrder, ORDER_NOT_FOUND, oneOrder } from './order-rules.js';
import { refundBodyProblem, refundCancelled, refundRefusal, requestRefund } from './refund-rules.js';
import { createShopState, type ShopState } from './shop-state.js';

export const adminOrdersEndpoints: readonly Endpoint[] = [
  ['get', '/orders'],
  ['put', '/orders/:id/status'],
  ['put', '/orders/:id/payment-status'],
  ['put', '/orders/:id/delivery-details'],
  ['put', '/orders/:id/assign'],
  ['post', '/orders/:id/refund'],
];

// The API's text (apps/api ordering/admin-orders.dto.ts), partially_refunded among them since issue 14.
const PAYMENT_STATUS_PROBLEM = `paymentStatus must be one of ${paymentStatuses.join(', ')}`;

function matchesSearch(order: Order, search: string): boolean {
  const text = search.trim().replace(/^#/, '').toLowerCase();
  const number = parseOrderNumber(search);
  return !text || order._id.includes(text) || order.orderNumber.toLowerCase().includes(text) || order.orderNumber === number || order.userId.phone.includes(text) || order.userId.name.toLowerCase().includes(text);
}

/** The admin's order list (filters, search, pages) and changes under the transition table. */
export function adminOrdersHandlers(state: ShopState = createShopState()): HttpHandler[] {
  const change = (apply: (order: Order, body: Record<string, unknown>, request: Request) => ErrorReply | null) =>
    async ({ request, params }: { request: Request; params: { id: string } }) => {
      const order = findOrder(state.orders, params.id);
      if (!order) return errorReply(404, ORDER_NOT_FOUND);
      return apply(order, await bodyOf<Record<string, unknown>>(request), request) ?? HttpResponse.json<OneOrder>(oneOrder(order));
    };
  return [
    api.get('/orders', ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status') || 'all';
      const paid = url.searchParams.get('paymentStatus') || 'all';
      const paymentStatus = paid === 'completed' ? 'paid' : paid;
      if (status !== 'all' && !isOrderStatus(status)) return errorReply(400, 'status is not an order status');
      if (paymentStatus !== 'all' && !isPaymentStatus(paymentStatus)) return errorReply(400, PAYMENT_STATUS_PROBLEM);
      const found = state.orders.filter(
        (o) => (status === 'all' || o.status === status) && (paymentStatus === 'all' || o.paymentStatus === paymentStatus) && matchesSearch(o, url.searchParams.get('search') ?? ''),
      );
      const { items, pagination } = pageOf(found, url, shopRules.adminOrdersPageSize);
      return HttpResponse.json({ orders: items, pagination: { page: pagination.page, pages: pagination.pages, total: pagination.total } });
    }),
    api.put(
      '/orders/{id}/status',
      change((order, { status }) => {
        if (!isOrderStatus(status)) return errorReply(400, 'status is not an order status');
        const refused = moveOrder(order, status);
        // An admin's cancel gives the money back like the customer's (the saga reacts to any cancel).
        if (!refused) refundCancelled(order, state.refunds);
        return refused;
      }),
    ),
    api.put(
      '/orders/{id}/payment-status',
      change((order, { paymentStatus }) => {
        if (!isPaymentStatus(paymentStatus)) return errorReply(400, PAYMENT_STATUS_PROBLEM);
        if (order.paymentStatus === paymentStatus) return null;
        // apps/api order.decider changePaymentStatus's refusals, in its order.
        if (order.paymentMethod !== 'COD') return errorReply(409, `The payment status of a ${order.paymentMethod} order follows its payments: refund it instead`);
        if (!canMovePayment(order.paymentStatus, paymentStatus) || !cashPaymentMoves.some(([from, to]) => from === order.paymentStatus && to === paymentStatus)) {
          return errorReply(409, `A payment that is ${order.paymentStatus} cannot become ${paymentStatus}`);
        }
        if (paymentStatus === 'refunded' && order.status !== 'cancelled') return errorReply(409, 'Cash is handed back only on a cancelled order');
        order.paymentStatus = paymentStatus;
        return null;
      }),
    ),
    api.put(
      '/orders/{id}/delivery-details',
      change((order, body) => {
        const { carrier, trackingNumber } = body as Partial<DeliveryDetails>;
        if (!carrier?.trim()) return errorReply(400, 'carrier must be 1 to 100 characters');
        if (!trackingNumber?.trim()) return errorReply(400, 'trackingNumber must be 1 to 100 characters');
        Object.assign(order, { carrier: carrier.trim(), trackingNumber: trackingNumber.trim() });
        return null;
      }),
    ),
    api.post(
      '/orders/{id}/refund',
      change((order, body, request) => {
        const asked = body as Partial<RefundRequest>;
        const problem = refundBodyProblem(asked);
        if (problem) return errorReply(400, problem);
        const key = request.headers.get('idempotency-key');
        // The same key again is the same refund: the order as it stands, no second refund.
        if (key && state.refunds.some((r) => r.orderId === order._id && r.idempotencyKey === key)) return null;
        const refused = refundRefusal(order, rupeesToPaise(asked.amount as number));
        if (refused) return refused;
        requestRefund(order, state.refunds, { amountPaise: rupeesToPaise(asked.amount as number), reason: asked.reason as string, kind: 'admin' }, key);
        return null;
      }),
    ),
    api.put(
      '/orders/{id}/assign',
      change((order, { riderId }) => {
        const rider = state.users.find((u) => u._id === riderId);
        if (!rider) return errorReply(404, 'Delivery user not found');
        if (rider.role !== 'delivery') return errorReply(400, 'Only a user with the delivery role can be assigned an order');
        if (order.status !== 'confirmed' && order.status !== 'preparing') {
          return errorReply(409, `An order that is ${order.status} cannot be assigned: only confirmed or preparing orders can`);
        }
        order.rider = { _id: rider._id, name: rider.name, phone: null };
        return null;
      }),
    ),
  ];
}

export function adminOrdersEmptyHandlers(): HttpHandler[] {
  return adminOrdersHandlers(createShopState({ orders: [] }));
}

export const adminOrdersErrorHandlers = (msg?: string, status?: number) => failingHandlers(adminOrdersEndpoints, msg, status);
export const adminOrdersLoadingHandlers = () => loadingHandlers(adminOrdersEndpoints);
