import type { OrderStatus, PaymentStatus } from '@jhatpat/domain';
import { type RecordedEvent, Refusal, type RefusalKind, type StreamModel } from '../platform/event-store/index.js';
import type { OrderEvent, OrderPlacedData } from './order.events.js';
import { evolvePacking, type PackingState } from './packing/packing.fold.js';

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
  /** Its packing, once a packer claimed it (docs/decisions.md#packing). */
  packing: PackingState | null;
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
    packing: null,
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
    default: {
      const packing = evolvePacking(state.packing, event);
      return packing === state.packing ? state : { ...state, packing };
    }
  }
}

/** The order as the rules of a change see it, or not found when it was never placed. */
export function placedOrRefuse(state: OrderState): { orderId: string; status: OrderStatus; paymentStatus: PaymentStatus } {
  if (!state.placed || !state.status || !state.paymentStatus) throw orderNotFound();
  return { orderId: state.placed.orderId, status: state.status, paymentStatus: state.paymentStatus };
}
