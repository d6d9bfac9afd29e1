import type { RecordedEvent } from '../platform/event-store/index.js';
import type { OrderAcceptedForDeliveryFacts, OrderPlacedFacts, OrderStatusChangedFacts } from './consumed-events.js';

/** What a watcher of one order is told: where the order and its payment stand. */
export interface OrderProgress {
  customerId: string;
  /** The rider who took it, if one has: with the status, it decides which riders may watch (mayReadOrder). */
  riderId: string | null;
  status: string;
  paymentStatus: string;
}

/** Folds an order's stream into its progress; null before OrderPlaced. */
export function evolveOrderProgress(state: OrderProgress | null, event: RecordedEvent): OrderProgress | null {
  switch (event.type) {
    case 'OrderPlaced': {
      const placed = event.data as OrderPlacedFacts;
      return { customerId: placed.customerId, riderId: null, status: placed.status, paymentStatus: placed.paymentStatus };
    }
    case 'OrderStatusChanged':
      return state && { ...state, status: (event.data as OrderStatusChangedFacts).to };
    case 'OrderAcceptedForDelivery':
      return state && { ...state, riderId: (event.data as OrderAcceptedForDeliveryFacts).riderId };
    case 'OrderPaymentStatusChanged':
      return state && { ...state, paymentStatus: (event.data as OrderStatusChangedFacts).to };
    default:
      return state;
  }
}
