import { HttpResponse, type HttpHandler } from 'msw';
import type { Order } from '../../orders.api.js';
import { type Endpoint, errorReply, type ErrorReply, failingHandlers, loadingHandlers } from './handler-kit.js';
import { api } from './contract-http.js';
import { findOrder, moveOrder, ORDER_NOT_FOUND, oneOrder } from './order-rules.js';
import { createShopState, type ShopState } from './shop-state.js';

export const deliveryOrdersEndpoints: readonly Endpoint[] = [
  ['get', '/delivery/orders'],
  ['put', '/delivery/orders/:id/accept'],
  ['put', '/delivery/orders/:id/picked-up'],
  ['put', '/delivery/orders/:id/delivered'],
];

const isReady = (o: Order) => o.rider === null && (o.status === 'confirmed' || o.status === 'preparing');

/** A rider's board: ready orders to take, the rider's own to pick up and hand over (COD paid at the door). */
export function deliveryOrdersHandlers(state: ShopState = createShopState()): HttpHandler[] {
  const rider = () => ({ _id: state.currentUser._id, name: state.currentUser.name, phone: null });
  const mine = (o: Order) => o.rider?._id === state.currentUser._id;
  const step = (path: 'accept' | 'picked-up' | 'delivered', apply: (order: Order) => ErrorReply | null) =>
    api.put(`/delivery/orders/{id}/${path}`, ({ params }) => {
      const order = findOrder(state.orders, params.id);
      if (!order) return errorReply(404, ORDER_NOT_FOUND);
      return apply(order) ?? HttpResponse.json(oneOrder(order));
    });
  return [
    api.get('/delivery/orders', () =>
      HttpResponse.json({ ready: state.orders.filter(isReady), mine: state.orders.filter((o) => mine(o) && o.status !== 'delivered' && o.status !== 'cancelled') }),
    ),
    step('accept', (order) => {
      if (order.rider) return errorReply(409, 'Another rider has already accepted this order');
      if (!isReady(order)) return errorReply(409, `An order that is ${order.status} is not ready for delivery`);
      order.rider = rider();
      return null;
    }),
    step('picked-up', (order) => (mine(order) ? moveOrder(order, 'shipped') : errorReply(404, ORDER_NOT_FOUND))),
    step('delivered', (order) => {
      if (!mine(order)) return errorReply(404, ORDER_NOT_FOUND);
      const refused = moveOrder(order, 'delivered');
      if (!refused && order.paymentMethod === 'COD' && order.paymentStatus === 'pending') order.paymentStatus = 'paid';
      return refused;
    }),
  ];
}

export function deliveryOrdersEmptyHandlers(): HttpHandler[] {
  return deliveryOrdersHandlers(createShopState({ orders: [] }));
}

export const deliveryOrdersErrorHandlers = (msg?: string, status?: number) => failingHandlers(deliveryOrdersEndpoints, msg, status);
export const deliveryOrdersLoadingHandlers = () => loadingHandlers(deliveryOrdersEndpoints);
