import type { OrderStatus } from './order-status.js';

// docs/decisions.md#order-status-transitions: the tracker's progression forward (steps may be
// skipped by staff), cancelling until the order is packed, nothing out of delivered or cancelled.
// Packed is reached only by finishing the packing (docs/decisions.md#packing): its units have left the shelf.
const next: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'shipped', 'delivered', 'cancelled'],
  preparing: ['packed', 'shipped', 'delivered', 'cancelled'],
  packed: ['shipped', 'delivered'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** May staff move an order from one status to another? */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return next[from].includes(to);
}

export function allowedNextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return next[from];
}

/** The cart's promise: "Orders cannot be cancelled once packed for delivery" (packing is `preparing`). */
export function customerMayCancel(status: OrderStatus): boolean {
  return status === 'pending_payment' || status === 'confirmed';
}
