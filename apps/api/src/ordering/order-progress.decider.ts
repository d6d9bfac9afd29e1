import { canMoveOrder, canMovePayment, cashPaymentMoves, customerMayCancel, OFFERED_TO_RIDERS, type OrderStatus, type PaymentStatus } from '@jhatpat/domain';
import { orderNotFound, OrderRefusal, type OrderState, placedOrRefuse } from './order.decider.js';
import type { OrderEvent } from './order.events.js';

/**
 * An order's progress by hand: staff move it along the transition table, riders take, carry and hand
 * it over, its customer cancels it. Each rule is decide(command, state) → events, or an OrderRefusal.
 */

export interface Rider {
  id: string;
  name: string;
}

/**
 * Staff move an order along the transition table. An order waiting for its payment is confirmed only by
 * that payment (the saga), never by hand; a cash order handed over is paid at the door, whoever marks it.
 */
export function changeStatus({ to, reason }: { to: OrderStatus; reason?: string }, state: OrderState): OrderEvent[] {
  const { orderId, status } = placedOrRefuse(state);
  if (status === to) return [];
  if (!canMoveOrder(status, to)) throw new OrderRefusal(`An order that is ${status} cannot become ${to}`);
  if (status === 'pending_payment' && to === 'confirmed') throw new OrderRefusal('An order waiting for its payment is confirmed when the payment is received');
  // docs/decisions.md#packing: packed means every line was decided and its units left the shelf.
  if (to === 'packed') throw new OrderRefusal('An order is packed by finishing it on the packing screen');
  const moved: OrderEvent = { type: 'OrderStatusChanged', data: reason ? { orderId, from: status, to, reason } : { orderId, from: status, to } };
  const paidAtDoor = to === 'delivered' && state.placed?.paymentMethod === 'COD' && state.paymentStatus === 'pending';
  return paidAtDoor ? [moved, { type: 'OrderPaymentStatusChanged', data: { orderId, from: 'pending', to: 'paid' } }] : [moved];
}

/** The customer's own cancel, until the order is packed; to anyone else their order does not exist. */
export function cancelByCustomer({ customerId }: { customerId: string }, state: OrderState): OrderEvent[] {
  const { status } = placedOrRefuse(state);
  if (state.placed?.customerId !== customerId) throw orderNotFound();
  if (status === 'cancelled') return [];
  if (!customerMayCancel(status)) throw new OrderRefusal('Orders cannot be cancelled once packed for delivery.');
  return changeStatus({ to: 'cancelled', reason: 'cancelled by the customer' }, state);
}

/**
 * An admin's change of the payment status: cash only. An online order's status follows its payments
 * (a flag saying "refunded" would move no money), so it changes through the saga and refunds.
 */
export function changePaymentStatus({ to }: { to: PaymentStatus }, state: OrderState): OrderEvent[] {
  const { orderId, paymentStatus } = placedOrRefuse(state);
  if (paymentStatus === to) return [];
  if (state.placed?.paymentMethod !== 'COD') {
    throw new OrderRefusal(`The payment status of a ${state.placed?.paymentMethod} order follows its payments: refund it instead`);
  }
  if (!canMovePayment(paymentStatus, to) || !cashPaymentMoves.some(([from, next]) => from === paymentStatus && next === to)) {
    throw new OrderRefusal(`A payment that is ${paymentStatus} cannot become ${to}`);
  }
  if (to === 'refunded' && state.status !== 'cancelled') throw new OrderRefusal('Cash is handed back only on a cancelled order');
  return [{ type: 'OrderPaymentStatusChanged', data: { orderId, from: paymentStatus, to } }];
}

export function changeDeliveryDetails({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }, state: OrderState): OrderEvent[] {
  const { orderId } = placedOrRefuse(state);
  if (state.carrier === carrier && state.trackingNumber === trackingNumber) return [];
  return [{ type: 'OrderDeliveryDetailsChanged', data: { orderId, carrier, trackingNumber } }];
}

/** A rider takes an order that is ready or soon will be (confirmed, being packed, packed) and not yet taken by anyone else. */
export function acceptForDelivery({ rider }: { rider: Rider }, state: OrderState): OrderEvent[] {
  const { orderId, status } = placedOrRefuse(state);
  if (state.riderId === rider.id) return [];
  if (state.riderId) throw new OrderRefusal('Another rider has already accepted this order');
  if (!OFFERED_TO_RIDERS.includes(status)) throw new OrderRefusal(`An order that is ${status} is not ready for delivery`);
  return [{ type: 'OrderAcceptedForDelivery', data: { orderId, riderId: rider.id, riderName: rider.name } }];
}

/**
 * An admin gives a ready order to a rider, or to another rider before it is picked up. Recorded as the
 * rider's acceptance (the event's actor says an admin did it), so the rider's page and the order's
 * projection treat it the same way.
 */
export function assignRider({ rider }: { rider: Rider }, state: OrderState): OrderEvent[] {
  const { orderId, status } = placedOrRefuse(state);
  if (!OFFERED_TO_RIDERS.includes(status)) throw new OrderRefusal(`An order that is ${status} cannot be assigned: only confirmed, preparing or packed orders can`);
  if (state.riderId === rider.id) return [];
  return [{ type: 'OrderAcceptedForDelivery', data: { orderId, riderId: rider.id, riderName: rider.name } }];
}

/** Only the order's own rider may move it on; to other riders it does not exist. */
function assertRider(state: OrderState, riderId: string): void {
  if (state.riderId !== riderId) throw orderNotFound();
}

export function pickUp({ riderId }: { riderId: string }, state: OrderState): OrderEvent[] {
  assertRider(state, riderId);
  return changeStatus({ to: 'shipped', reason: 'picked up by the rider' }, state);
}

/** Delivered: and a cash-on-delivery order is paid at the door. */
export function deliver({ riderId }: { riderId: string }, state: OrderState): OrderEvent[] {
  assertRider(state, riderId);
  return changeStatus({ to: 'delivered', reason: 'handed over by the rider' }, state);
}
