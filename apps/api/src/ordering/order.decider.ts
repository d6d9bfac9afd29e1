import { canMoveOrder, canMovePayment, customerMayCancel, type OrderStatus, type PaymentStatus } from '@jhatpat/domain';
import type { RecordedEvent, StreamModel } from '../platform/event-store/index.js';
import type { OrderEvent, OrderPlacedData } from './order.events.js';

export interface OrderState {
  placed: OrderPlacedData | null;
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  carrier: string | null;
  trackingNumber: string | null;
  deliveredAt: string | null;
  riderId: string | null;
}

/** A change the order's rules do not allow from where it stands: HTTP 409 with this message. */
export class OrderRefusal extends Error {
  override name = 'OrderRefusal';
}

export const orderModel: StreamModel<OrderState> = {
  initialState: () => ({ placed: null, status: null, paymentStatus: null, carrier: null, trackingNumber: null, deliveredAt: null, riderId: null }),
  evolve: (state, event) => evolveOrder(state, event),
};

export function evolveOrder(state: OrderState, event: RecordedEvent | OrderEvent): OrderState {
  const e = event as OrderEvent;
  switch (e.type) {
    case 'OrderPlaced':
      return { ...state, placed: e.data, status: e.data.status, paymentStatus: e.data.paymentStatus };
    case 'OrderStatusChanged': {
      const recordedAt = 'recordedAt' in event ? (event as RecordedEvent).recordedAt.toISOString() : null;
      return { ...state, status: e.data.to, deliveredAt: e.data.to === 'delivered' ? recordedAt : state.deliveredAt };
    }
    case 'OrderPaymentStatusChanged':
      return { ...state, paymentStatus: e.data.to };
    case 'OrderDeliveryDetailsChanged':
      return { ...state, carrier: e.data.carrier, trackingNumber: e.data.trackingNumber };
    case 'OrderAcceptedForDelivery':
      return { ...state, riderId: e.data.riderId };
    default:
      return state;
  }
}

function placedOrRefuse(state: OrderState): { orderId: string; status: OrderStatus; paymentStatus: PaymentStatus } {
  if (!state.placed || !state.status || !state.paymentStatus) throw new OrderRefusal('Order not found');
  return { orderId: state.placed.orderId, status: state.status, paymentStatus: state.paymentStatus };
}

export function changeStatus(state: OrderState, to: OrderStatus, reason?: string): OrderEvent[] {
  const { orderId, status } = placedOrRefuse(state);
  if (status === to) return [];
  if (!canMoveOrder(status, to)) throw new OrderRefusal(`An order that is ${status} cannot become ${to}`);
  return [{ type: 'OrderStatusChanged', data: reason ? { orderId, from: status, to, reason } : { orderId, from: status, to } }];
}

export function cancelByCustomer(state: OrderState): OrderEvent[] {
  const { status } = placedOrRefuse(state);
  if (status === 'cancelled') return [];
  if (!customerMayCancel(status)) throw new OrderRefusal('Orders cannot be cancelled once packed for delivery.');
  return changeStatus(state, 'cancelled', 'cancelled by the customer');
}

export function changePaymentStatus(state: OrderState, to: PaymentStatus): OrderEvent[] {
  const { orderId, paymentStatus } = placedOrRefuse(state);
  if (paymentStatus === to) return [];
  if (!canMovePayment(paymentStatus, to)) throw new OrderRefusal(`A payment that is ${paymentStatus} cannot become ${to}`);
  return [{ type: 'OrderPaymentStatusChanged', data: { orderId, from: paymentStatus, to } }];
}

export function changeDeliveryDetails(state: OrderState, carrier: string, trackingNumber: string): OrderEvent[] {
  const { orderId } = placedOrRefuse(state);
  if (state.carrier === carrier && state.trackingNumber === trackingNumber) return [];
  return [{ type: 'OrderDeliveryDetailsChanged', data: { orderId, carrier, trackingNumber } }];
}

/** A rider takes an order that is ready (confirmed or being packed) and not yet taken by anyone else. */
export function acceptForDelivery(state: OrderState, rider: { id: string; name: string }): OrderEvent[] {
  const { orderId, status } = placedOrRefuse(state);
  if (state.riderId === rider.id) return [];
  if (state.riderId) throw new OrderRefusal('Another rider has already accepted this order');
  if (status !== 'confirmed' && status !== 'preparing') throw new OrderRefusal(`An order that is ${status} is not ready for delivery`);
  return [{ type: 'OrderAcceptedForDelivery', data: { orderId, riderId: rider.id, riderName: rider.name } }];
}

/**
 * An admin gives a ready order to a rider, or to another rider before it is picked up. Recorded as the
 * rider's acceptance (the event's actor says an admin did it), so the rider's page and the order's
 * projection treat it the same way.
 */
export function assignRider(state: OrderState, rider: { id: string; name: string }): OrderEvent[] {
  const { orderId, status } = placedOrRefuse(state);
  if (status !== 'confirmed' && status !== 'preparing') throw new OrderRefusal(`An order that is ${status} cannot be assigned: only confirmed or preparing orders can`);
  if (state.riderId === rider.id) return [];
  return [{ type: 'OrderAcceptedForDelivery', data: { orderId, riderId: rider.id, riderName: rider.name } }];
}

function assertRider(state: OrderState, riderId: string): void {
  if (state.riderId !== riderId) throw new OrderRefusal('Order not found');
}

export function pickUp(state: OrderState, riderId: string): OrderEvent[] {
  assertRider(state, riderId);
  return changeStatus(state, 'shipped', 'picked up by the rider');
}

/** Delivered: and a cash-on-delivery order is paid at the door. */
export function deliver(state: OrderState, riderId: string): OrderEvent[] {
  assertRider(state, riderId);
  const delivered = changeStatus(state, 'delivered', 'handed over by the rider');
  const paidAtDoor = state.placed?.paymentMethod === 'COD' && state.paymentStatus === 'pending' ? changePaymentStatus(state, 'paid') : [];
  return [...delivered, ...paidAtDoor];
}

/**
 * A payment for the order settled: success confirms a waiting order and marks it paid (even after an
 * earlier failure, since money moved); a failure marks a pending payment failed so the shopper may retry.
 */
export function settlePayment(state: OrderState, outcome: 'succeeded' | 'failed'): OrderEvent[] {
  if (!state.placed || !state.paymentStatus || !state.status) return [];
  if (outcome === 'failed') return state.paymentStatus === 'pending' ? changePaymentStatus(state, 'failed') : [];
  if (state.paymentStatus === 'paid' || state.paymentStatus === 'refunded') return [];
  const paid = changePaymentStatus(state, 'paid');
  const confirmed = state.status === 'pending_payment' ? changeStatus(state, 'confirmed', 'payment received') : [];
  return [...paid, ...confirmed];
}
