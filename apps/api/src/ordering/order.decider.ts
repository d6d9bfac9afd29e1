import { canMoveOrder, canMovePayment, cashPaymentMoves, customerMayCancel, type OrderStatus, type PaymentStatus } from '@jhatpat/domain';
import { type RecordedEvent, Refusal, type RefusalKind, type StreamModel } from '../platform/event-store/index.js';
import type { OrderEvent, OrderPlacedData } from './order.events.js';

export interface OrderRefund {
  refundId: string;
  paymentId: string;
  amountPaise: number;
  status: 'requested' | 'succeeded' | 'failed';
}

export interface OrderState {
  placed: OrderPlacedData | null;
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  carrier: string | null;
  trackingNumber: string | null;
  deliveredAt: string | null;
  riderId: string | null;
  /** Online orders: every payment attempt, oldest first. */
  attempts: string[];
  /** The one capture the order keeps; any other capture is refunded (docs/decisions.md#payment-saga). */
  keptPaymentId: string | null;
  capturedPaise: number;
  refunds: OrderRefund[];
  /** The checkout's correlation id, which every event about the order carries. */
  correlationId: string | null;
}

/**
 * A change the order's rules do not allow from where it stands. Most are conflicts (409); the API's
 * exception filter turns the kind into the status, so no handler maps an order's refusal by hand.
 */
export class OrderRefusal extends Refusal {
  override name = 'OrderRefusal';
  constructor(message: string, kind: RefusalKind = 'conflict') {
    super(message, kind);
  }
}

export const orderNotFound = () => new OrderRefusal('Order not found', 'not_found');

export const orderModel: StreamModel<OrderState> = {
  initialState: () => ({
    placed: null,
    status: null,
    paymentStatus: null,
    carrier: null,
    trackingNumber: null,
    deliveredAt: null,
    riderId: null,
    attempts: [],
    keptPaymentId: null,
    capturedPaise: 0,
    refunds: [],
    correlationId: null,
  }),
  evolve: (state, event) => evolveOrder(state, event),
};

export function evolveOrder(state: OrderState, event: RecordedEvent | OrderEvent): OrderState {
  const e = event as OrderEvent;
  const metadata = 'metadata' in event ? (event as RecordedEvent).metadata : null;
  switch (e.type) {
    case 'OrderPlaced':
      return {
        ...state,
        placed: e.data,
        status: e.data.status,
        paymentStatus: e.data.paymentStatus,
        attempts: e.data.paymentId ? [e.data.paymentId] : [],
        correlationId: (metadata?.correlationId as string | undefined) ?? null,
      };
    case 'OrderStatusChanged': {
      const recordedAt = metadata ? (event as RecordedEvent).recordedAt.toISOString() : null;
      return { ...state, status: e.data.to, deliveredAt: e.data.to === 'delivered' ? recordedAt : state.deliveredAt };
    }
    case 'OrderPaymentStatusChanged': {
      if (e.data.to !== 'paid' || state.placed?.paymentMethod === 'COD') return { ...state, paymentStatus: e.data.to };
      // Before the saga, the capture's payment id rode in the settlement's metadata.
      const keptPaymentId = e.data.paymentId ?? (metadata?.paymentId as string | undefined) ?? state.keptPaymentId;
      return { ...state, paymentStatus: 'paid', keptPaymentId, capturedPaise: e.data.amountPaise ?? state.placed?.grandTotalPaise ?? 0 };
    }
    case 'OrderDeliveryDetailsChanged':
      return { ...state, carrier: e.data.carrier, trackingNumber: e.data.trackingNumber };
    case 'OrderAcceptedForDelivery':
      return { ...state, riderId: e.data.riderId };
    case 'OrderPaymentAttempted':
      return { ...state, paymentStatus: 'pending', attempts: [...state.attempts, e.data.paymentId] };
    case 'OrderRefundRequested': {
      const { refundId, paymentId, amountPaise } = e.data;
      return { ...state, refunds: [...state.refunds, { refundId, paymentId, amountPaise, status: 'requested' }] };
    }
    case 'OrderRefundSettled':
      return { ...state, refunds: state.refunds.map((r) => (r.refundId === e.data.refundId ? { ...r, status: e.data.outcome } : r)) };
    default:
      return state;
  }
}

function placedOrRefuse(state: OrderState): { orderId: string; status: OrderStatus; paymentStatus: PaymentStatus } {
  if (!state.placed || !state.status || !state.paymentStatus) throw orderNotFound();
  return { orderId: state.placed.orderId, status: state.status, paymentStatus: state.paymentStatus };
}

/**
 * Staff move an order along the transition table. An order waiting for its payment is confirmed only by
 * that payment (the saga), never by hand; a cash order handed over is paid at the door, whoever marks it.
 */
export function changeStatus(state: OrderState, to: OrderStatus, reason?: string): OrderEvent[] {
  const { orderId, status } = placedOrRefuse(state);
  if (status === to) return [];
  if (!canMoveOrder(status, to)) throw new OrderRefusal(`An order that is ${status} cannot become ${to}`);
  if (status === 'pending_payment' && to === 'confirmed') throw new OrderRefusal('An order waiting for its payment is confirmed when the payment is received');
  const moved: OrderEvent = { type: 'OrderStatusChanged', data: reason ? { orderId, from: status, to, reason } : { orderId, from: status, to } };
  const paidAtDoor = to === 'delivered' && state.placed?.paymentMethod === 'COD' && state.paymentStatus === 'pending';
  return paidAtDoor ? [moved, { type: 'OrderPaymentStatusChanged', data: { orderId, from: 'pending', to: 'paid' } }] : [moved];
}

/** The customer's own cancel, until the order is packed; to anyone else their order does not exist. */
export function cancelByCustomer(state: OrderState, customerId: string): OrderEvent[] {
  const { status } = placedOrRefuse(state);
  if (state.placed?.customerId !== customerId) throw orderNotFound();
  if (status === 'cancelled') return [];
  if (!customerMayCancel(status)) throw new OrderRefusal('Orders cannot be cancelled once packed for delivery.');
  return changeStatus(state, 'cancelled', 'cancelled by the customer');
}

/**
 * An admin's change of the payment status: cash only. An online order's status follows its payments
 * (a flag saying "refunded" would move no money), so it changes through the saga and refunds.
 */
export function changePaymentStatus(state: OrderState, to: PaymentStatus): OrderEvent[] {
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
  if (state.riderId !== riderId) throw orderNotFound();
}

export function pickUp(state: OrderState, riderId: string): OrderEvent[] {
  assertRider(state, riderId);
  return changeStatus(state, 'shipped', 'picked up by the rider');
}

/** Delivered: and a cash-on-delivery order is paid at the door. */
export function deliver(state: OrderState, riderId: string): OrderEvent[] {
  assertRider(state, riderId);
  return changeStatus(state, 'delivered', 'handed over by the rider');
}
