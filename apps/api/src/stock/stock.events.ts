import type { RecordedEvent } from '../platform/event-store/index.js';

/** Who changed the shelf by hand (an admin, or the seed when a catalog is first stocked). */
export interface StockActor {
  id: string;
  name: string;
}

export const adjustmentReasons = ['damaged', 'expired', 'count', 'other'] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];

/**
 * Every event carries `available` after it: what a shopper could order once it happened. The rules
 * decide it anyway, and the live pushes and alerts (which see one event at a time, on any instance)
 * then need no read to tell what changed or whether a level was crossed.
 */
export type StockEvent =
  | { type: 'StockReceived'; data: { productId: string; quantity: number; by: StockActor; note: string | null; available: number } }
  | { type: 'StockAdjusted'; data: { productId: string; change: number; reason: AdjustmentReason; by: StockActor; note: string | null; available: number } }
  | { type: 'StockReserved'; data: { productId: string; orderId: string; quantity: number; available: number } }
  | { type: 'StockReleased'; data: { productId: string; orderId: string; quantity: number; available: number } }
  | { type: 'StockPicked'; data: { productId: string; orderId: string; quantity: number; available: number } };

export type StockEventType = StockEvent['type'];
export type StockEventData = StockEvent['data'];

export const stockEventTypes: readonly StockEventType[] = ['StockReceived', 'StockAdjusted', 'StockReserved', 'StockReleased', 'StockPicked'];

export type RecordedStockEvent = RecordedEvent<StockEventType, StockEventData>;

/** One stream per product: every order that wants it, and every hand on its shelf, in one order. */
export const stockStream = (productId: string) => ({ streamId: `stock-${productId}`, streamType: 'stock' });

