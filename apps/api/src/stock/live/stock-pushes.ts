import { stockLevel } from '@jhatpat/domain';
import type { StockMove } from '../../catalog/index.js';
import { inStreamOrder, type RecordedEvent } from '../../platform/event-store/index.js';
import { type StockEvent, stockEventTypes } from '../stock.events.js';

/** What `/stock` sends to a product's room. */
export interface StockPush {
  productId: string;
  available: number;
}

/** A product's available before and after one of its stock events (each carries `available` after it). */
export function availableAround(event: RecordedEvent): { productId: string; before: number; after: number } | null {
  if (!(stockEventTypes as readonly string[]).includes(event.type) || event.newerThanReader) return null;
  const { type, data } = event as unknown as StockEvent;
  const after = data.available;
  switch (type) {
    case 'StockReceived':
      return { productId: data.productId, before: after - data.quantity, after };
    case 'StockAdjusted':
      return { productId: data.productId, before: after - data.change, after };
    case 'StockReserved':
      return { productId: data.productId, before: after + data.quantity, after };
    case 'StockReleased':
      return { productId: data.productId, before: after - data.quantity, after };
    case 'StockPicked':
      return { productId: data.productId, before: after, after };
  }
}

/**
 * A shelf's events in the shelf's own order, without those the shop has already moved past. The log's
 * commit-safe order is a shelf's own order only when every writer locks the shelf before it gets its
 * transaction id. Every writer of a shelf does since c361e0a; before it, placing an order did not
 * (docs/decisions.md#rebuild-stream-order), and on a hot shelf version k+1 reached the live feed before
 * version k, in the same batch or the batch before. Kept as the feed's guard should a writer slip again.
 * Within a batch each shelf's events are put in version order in the places its events hold; an event
 * at or below the highest version already passed on is stale and dropped, so the last push is always the
 * newest `available`. One entry a product (the catalog's size); a restart starts empty, which only lets one
 * stale event through if it straddles the restart.
 */
export class ShelfOrder {
  private readonly passedOn = new Map<string, number>();

  inShelfOrder(events: readonly RecordedEvent[]): RecordedEvent[] {
    return inStreamOrder(events).filter((event) => {
      if (event.streamVersion <= (this.passedOn.get(event.streamId) ?? 0)) return false;
      this.passedOn.set(event.streamId, event.streamVersion);
      return true;
    });
  }
}

/**
 * Where each shelf stands after these events, for the catalog's snapshot (ProductCatalog.stockMoved):
 * its available and the shelf's version, a move per event (the catalog keeps the newest). Null when an
 * event is of a version this reader does not know: the catalog is then dropped and read again.
 */
export function stockMovesOf(events: readonly RecordedEvent[]): StockMove[] | null {
  const moves: StockMove[] = [];
  for (const event of events) {
    if (!(stockEventTypes as readonly string[]).includes(event.type)) continue;
    const moved = availableAround(event);
    if (!moved) return null;
    moves.push({ productId: moved.productId, available: moved.after, version: event.streamVersion });
  }
  return moves;
}

/** The last available of each product a batch changed, in the shelves' order (ShelfOrder): one push per product. */
export function latestAvailable(events: readonly RecordedEvent[]): StockPush[] {
  const latest = new Map<string, number>();
  for (const event of events) {
    const moved = availableAround(event);
    if (moved && moved.before !== moved.after) latest.set(moved.productId, moved.after);
  }
  return [...latest].map(([productId, available]) => ({ productId, available }));
}

/** Products whose available crossed into low or into out (not every change while low). */
export function crossings(events: readonly RecordedEvent[]): { productId: string; available: number; level: 'low' | 'out'; at: Date }[] {
  return events.flatMap((event) => {
    const moved = availableAround(event);
    if (!moved) return [];
    const level = stockLevel(moved.after);
    if (level === 'in' || level === stockLevel(moved.before)) return [];
    return [{ productId: moved.productId, available: moved.after, level, at: event.recordedAt }];
  });
}
