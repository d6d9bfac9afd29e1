import type { OrderStatus, PaymentMethod } from '@jhatpat/domain';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import type { OrderEvent, OrderItem } from '../order.events.js';
import { evolvePacking, type PackingState } from './packing.fold.js';
import { packingEventTypes } from './packing.events.js';

/** A packing_view row's fold: what the packing floor needs of an order, and no personal field. The rebuild states it in SQL too (packing-view.rebuild.sql.ts). */
export interface PackingViewState {
  orderId: string;
  /** The number people call the order by (docs/decisions.md#order-number); OrderPlaced's upcaster gives old orders theirs. */
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  paymentMethod: PaymentMethod;
  items: OrderItem[];
  itemsTotalPaise: number;
  grandTotalPaise: number;
  packing: PackingState | null;
}

export const packingViewEventTypes: readonly string[] = ['OrderPlaced', 'OrderStatusChanged', ...packingEventTypes];

export function evolvePackingView(state: PackingViewState | null, event: RecordedEvent): PackingViewState | null {
  const e = event as unknown as OrderEvent;
  if (e.type === 'OrderPlaced') {
    const d = e.data;
    return { orderId: d.orderId, orderNumber: d.orderNumber, status: d.status, placedAt: d.placedAt, paymentMethod: d.paymentMethod, items: d.items, itemsTotalPaise: d.itemsTotalPaise, grandTotalPaise: d.grandTotalPaise, packing: null };
  }
  if (!state) return state;
  if (e.type === 'OrderStatusChanged') return { ...state, status: e.data.to };
  const packing = evolvePacking(state.packing, event);
  return packing === state.packing ? state : { ...state, packing };
}
