import type { RecordedEvent } from '../../platform/event-store/index.js';
import { crossings, latestAvailable, ShelfOrder } from './stock-pushes.js';

const PANEER = '64b000000000000000000001';
const DAHI = '64b000000000000000000002';
let position = 0;

/** A stock event as the live feed hands it over: only what the pushes read is filled in. */
function reserved(productId: string, streamVersion: number, quantity: number, available: number): RecordedEvent {
  position += 1;
  return {
    eventId: `e${position}`,
    streamId: `stock-${productId}`,
    streamType: 'stock',
    streamVersion,
    globalPosition: String(position),
    transactionId: String(1000 + position),
    type: 'StockReserved',
    schemaVersion: 1,
    data: { productId, orderId: `o${position}`, quantity, available },
    metadata: {},
    recordedAt: new Date('2026-11-29T10:00:00Z'),
  };
}

describe("stock pushes follow each shelf's own order, not the log's", () => {
  it('pushes the newest available when a batch holds a shelf’s two reservations swapped', () => {
    // Version 8 (4 → 3) got the smaller transaction id, so the log hands it over before version 7 (5 → 4).
    const swapped = [reserved(PANEER, 8, 1, 3), reserved(DAHI, 2, 1, 9), reserved(PANEER, 7, 1, 4)];
    const inOrder = new ShelfOrder().inShelfOrder(swapped);
    expect(inOrder.map((e) => [e.streamId, e.streamVersion])).toEqual([
      [`stock-${PANEER}`, 7],
      [`stock-${DAHI}`, 2],
      [`stock-${PANEER}`, 8],
    ]);
    expect(latestAvailable(inOrder)).toEqual([
      { productId: PANEER, available: 3 },
      { productId: DAHI, available: 9 },
    ]);
    // Read in the log's order, the last push would say 4 of a shelf that holds 3.
    expect(latestAvailable(swapped)).toContainEqual({ productId: PANEER, available: 4 });
  });

  it('alerts admins in the order the shelf went low, then out', () => {
    const swapped = [reserved(PANEER, 4, 5, 0), reserved(PANEER, 3, 1, 5)];
    expect(crossings(new ShelfOrder().inShelfOrder(swapped)).map((a) => a.level)).toEqual(['low', 'out']);
  });

  it('drops an event that arrives a batch after a newer one of its shelf', () => {
    const shelves = new ShelfOrder();
    expect(latestAvailable(shelves.inShelfOrder([reserved(PANEER, 8, 1, 3)]))).toEqual([{ productId: PANEER, available: 3 }]);
    expect(shelves.inShelfOrder([reserved(PANEER, 7, 1, 4), reserved(DAHI, 1, 1, 9)]).map((e) => e.streamId)).toEqual([`stock-${DAHI}`]);
    // The shelf's next version still goes through.
    expect(latestAvailable(shelves.inShelfOrder([reserved(PANEER, 9, 1, 2)]))).toEqual([{ productId: PANEER, available: 2 }]);
  });
});
