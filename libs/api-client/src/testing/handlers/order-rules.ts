import { canMoveOrder, mayCallRider, type OrderStatus } from '@jhatpat/domain';
import type { User } from '../../auth.api.js';
import type { OneOrder, Order } from '../../orders.api.js';
import { errorReply, type ErrorReply } from './handler-kit.js';

// The API's refusals for order changes (apps/api ordering/order.decider.ts), shared by the
// customer, admin and delivery handlers.

export const ORDER_NOT_FOUND = 'Order not found';

/** Moves an order as the transition table allows, or answers the API's 409. */
export function moveOrder(order: Order, to: OrderStatus): ErrorReply | null {
  if (order.status === to) return null;
  if (!canMoveOrder(order.status, to)) return errorReply(409, `An order that is ${order.status} cannot become ${to}`);
  order.status = to;
  if (to === 'delivered') order.deliveredAt = new Date().toISOString();
  return null;
}

/**
 * One order as GET /orders/:id and every call that changes one answer it (apps/api order-detail): with what
 * packing changed, null here since these handlers keep no packer's work on an order.
 */
export const oneOrder = (order: Order): OneOrder => ({ success: true, order, packing: null });

export const findOrder = (orders: readonly Order[], id: unknown): Order | undefined => orders.find((o) => o._id === id);

/**
 * An order as GET /orders/:id shows it to `reader`: with the rider's phone, read from the rider's account,
 * for the order's customer and admins while the rider has it (apps/api get-order, docs/decisions.md#rider-phone).
 */
export function orderSeenBy(order: Order, reader: User, users: readonly User[]): Order {
  const facts = { customerId: order.userId._id, riderId: order.rider?._id ?? null, status: order.status };
  if (!order.rider || !mayCallRider({ id: reader._id, role: reader.role }, facts)) return order;
  const phone = users.find((u) => u._id === order.rider?._id)?.phone ?? null;
  return { ...order, rider: { ...order.rider, phone } };
}
