import type { RecordedEvent } from '../platform/event-store/index.js';
import type { OrderPlacedFacts, OrderStatusChangedFacts } from './consumed-events.js';

/** What a watcher of one order is told: where the order and its payment stand. */
export interface OrderProgress {
  customerId: string;
  status: string;
  paymentStatus: string;
}

/** Folds an order's stream into its progress; null before OrderPlaced. */
export function evolveOrderProgress(state: OrderProgress | null, event: RecordedEvent): OrderProgress | null {
  switch (event.type) {
    case 'OrderPlaced': {
      const placed = event.data as OrderPlacedFacts;
      return { customerId: placed.customerId, status: placed.status, paymentStatus: placed.paymentStatus };
    }
    case 'OrderStatusChanged':
      return state && { ...state, status: (event.data as OrderStatusChangedFacts).to };
    case 'OrderPaymentStatusChanged':
      return state && { ...state, paymentStatus: (event.data as OrderStatusChangedFacts).to };
    default:
      return state;
  }
}
