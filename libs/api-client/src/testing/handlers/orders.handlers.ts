import { customerMayCancel, isOrderStatus, rupeesToPaise } from '@jhatpat/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import type { PlaceOrderBody } from '../../orders.api.js';
import { buildOrder } from '../fixtures/orders.js';
import { priceCart } from './cart.handlers.js';
import { bodyOf, type Endpoint, errorReply, failingHandlers, loadingHandlers, newObjectId } from './handler-kit.js';
import { api } from './contract-http.js';
import { findOrder, moveOrder, ORDER_NOT_FOUND, oneOrder, orderSeenBy } from './order-rules.js';
import { refundCancelled } from './refund-rules.js';
import { ONLINE_PAYMENT_UNAVAILABLE, openAttempt, openAttemptOf, refusalToPay } from './payment-attempts.js';
import { createShopState, type ShopState } from './shop-state.js';

export const ordersEndpoints: readonly Endpoint[] = [
  ['post', '/user-orders'],
  ['get', '/user-orders'],
  ['get', '/orders/:orderId'],
  ['post', '/orders/:orderId/cancel'],
  ['post', '/user-orders/:orderId/payment'],
];

const NOT_DELIVERING = 'Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.';

/** The customer's orders: placing one (idempotent by key) empties the cart and heads the list. */
export function ordersHandlers(state: ShopState = createShopState()): HttpHandler[] {
  const placedByKey = new Map<string, { orderId: string; paymentUrl?: string }>();
  return [
    api.post('/user-orders', async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      if (!key) return errorReply(400, 'An Idempotency-Key header (1–255 visible characters) is required to place an order');
      const again = placedByKey.get(key);
      if (again) return HttpResponse.json(again, { status: 201 });
      const body = await bodyOf<PlaceOrderBody>(request);
      const address = state.addresses.find((a) => a._id === body.addressId);
      if (!address) return errorReply(400, 'Please select an address');
      if (!address.serviceable) return errorReply(400, NOT_DELIVERING);
      if (!body.paymentMethod || !['COD', 'CARD', 'UPI'].includes(body.paymentMethod)) return errorReply(400, 'Please select a payment method');
      if (body.paymentMethod !== 'COD' && state.paymentProvider === 'none') return errorReply(422, ONLINE_PAYMENT_UNAVAILABLE);
      const cart = priceCart(state, state.cart.lines, state.cart);
      if (cart.products.length === 0) return errorReply(400, 'Your cart is empty');
      if (typeof body.grandTotal !== 'number' || rupeesToPaise(body.grandTotal) !== rupeesToPaise(cart.grandTotal)) {
        return errorReply(409, `Your order has changed: the total is now ₹${cart.grandTotal.toFixed(2)}. Please review your cart.`);
      }
      const cod = body.paymentMethod === 'COD';
      const order = buildOrder({
        id: newObjectId(), status: cod ? 'confirmed' : 'pending_payment', paymentStatus: 'pending', paymentMethod: body.paymentMethod,
        lines: cart.products.map((line) => ({ product: state.products.find((p) => p._id === line.productId._id)!, quantity: line.quantity })),
        placedAt: new Date().toISOString(), tipPaise: state.cart.tipPaise, donation: state.cart.donation, address,
        orderNotes: body.orderNotes, customer: state.currentUser,
      });
      state.orders.unshift(order);
      state.cart.lines.clear();
      const placed = cod ? { orderId: order._id } : { orderId: order._id, paymentUrl: openAttempt(state, order) };
      placedByKey.set(key, placed);
      return HttpResponse.json(placed, { status: 201 });
    }),
    api.get('/user-orders', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      if (status && status !== 'all' && !isOrderStatus(status)) {
        return errorReply(400, 'status must be one of all, pending_payment, confirmed, preparing, shipped, delivered, cancelled');
      }
      const orders = state.orders.filter((o) => !status || status === 'all' || o.status === status);
      return HttpResponse.json({ success: true, orders });
    }),
    api.get('/orders/{orderId}', ({ params }) => {
      const order = findOrder(state.orders, params.orderId);
      return order ? HttpResponse.json(oneOrder(orderSeenBy(order, state.currentUser, state.users))) : errorReply(404, ORDER_NOT_FOUND);
    }),
    api.post('/orders/{orderId}/cancel', ({ params }) => {
      const order = findOrder(state.orders, params.orderId);
      if (!order) return errorReply(404, ORDER_NOT_FOUND);
      if (order.status !== 'cancelled' && !customerMayCancel(order.status)) return errorReply(409, 'Orders cannot be cancelled once packed for delivery.');
      if (order.status === 'cancelled') return HttpResponse.json(oneOrder(order));
      const refused = moveOrder(order, 'cancelled');
      if (refused) return refused;
      order.statusReason = 'cancelled by the customer';
      // docs/decisions.md#payment-saga: what a cancelled order kept is given back in full, asked of the provider at once.
      refundCancelled(order, state.refunds);
      return HttpResponse.json(oneOrder(order));
    }),
    api.post('/user-orders/{orderId}/payment', ({ params }) => {
      const order = findOrder(state.orders, params.orderId);
      if (!order || order.userId._id !== state.currentUser._id) return errorReply(404, ORDER_NOT_FOUND);
      const refusal = refusalToPay(order);
      if (refusal) return errorReply(409, refusal);
      return HttpResponse.json({ orderId: order._id, paymentUrl: openAttemptOf(state, order) ?? openAttempt(state, order) });
    }),
  ];
}

export function ordersEmptyHandlers(): HttpHandler[] {
  return ordersHandlers(createShopState({ orders: [] }));
}

export const ordersErrorHandlers = (msg?: string, status?: number) => failingHandlers(ordersEndpoints, msg, status);
export const ordersLoadingHandlers = () => loadingHandlers(ordersEndpoints);
