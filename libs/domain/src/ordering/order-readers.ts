import type { Role } from '../identity/role.js';

/** Statuses in which an order no rider has taken yet is offered to every rider (their "ready" list). */
export const OFFERED_TO_RIDERS: readonly string[] = ['confirmed', 'preparing', 'packed'];

/** Statuses a packer sees: the queue (confirmed), their work (preparing) and what they finished (packed). */
export const ON_THE_PACKING_FLOOR: readonly string[] = ['confirmed', 'preparing', 'packed'];

/** What decides who may read an order: whose it is, which rider has it, where it stands. */
export interface OrderReadFacts {
  customerId: string;
  riderId: string | null;
  status: string;
}

/**
 * Least privilege (issue 16 item 7), the one rule for every way an order is read (REST and the /orders
 * socket): a customer reads their own orders; a rider only what is offered to every rider or assigned to
 * them (an order's name, phone, address and progress are for delivering it); admins and auditors every
 * order.
 */
export function mayReadOrder(reader: { id: string; role: Role }, order: OrderReadFacts): boolean {
  if (reader.role === 'customer') return order.customerId === reader.id;
  // A packer reads what is on the packing floor: waiting, being packed, packed (docs/decisions.md#packing).
  if (reader.role === 'packer') return ON_THE_PACKING_FLOOR.includes(order.status);
  if (reader.role === 'delivery') return order.riderId === null ? OFFERED_TO_RIDERS.includes(order.status) : order.riderId === reader.id;
  return true;
}

/**
 * Who is shown the phone of the rider carrying an order (issue 19 item 8): the order's customer and the
 * admins, and only while the rider has it (taken, not yet delivered or cancelled). A rider's phone is
 * personal data (docs/decisions.md#rider-phone): a finished order has no need of it, and auditors,
 * packers and other riders never do.
 */
export function mayCallRider(reader: { id: string; role: Role }, order: OrderReadFacts): boolean {
  if (order.riderId === null || order.status === 'delivered' || order.status === 'cancelled') return false;
  return reader.role === 'admin' || (reader.role === 'customer' && order.customerId === reader.id);
}
