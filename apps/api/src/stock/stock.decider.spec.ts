import { Refusal } from '../platform/event-store/index.js';
import { deciderSpecification } from '../platform/event-store/testing/decider-specification.js';
import { decideStock, emptyShelf, evolveStock, MAX_RECEIPT, type StockCommand, StockShortage, type StockState } from './stock.decider.js';
import type { StockEvent } from './stock.events.js';

const spec = deciderSpecification(emptyShelf, evolveStock);
const when = (command: StockCommand) => (state: StockState) => decideStock(command, state);

const admin = { id: 'admin-1', name: 'Store admin' };
const P = 'paneer';
const receive = (quantity: number, note: string | null = null): StockCommand => ({ type: 'ReceiveStock', data: { productId: P, quantity, by: admin, note } });
const adjust = (change: number, reason: 'damaged' | 'expired' | 'count' | 'other' = 'damaged'): StockCommand => ({ type: 'AdjustStock', data: { productId: P, change, reason, by: admin, note: null } });
const reserve = (orderId: string, quantity: number): StockCommand => ({ type: 'ReserveStock', data: { productId: P, orderId, quantity } });
const release = (orderId: string): StockCommand => ({ type: 'ReleaseStock', data: { productId: P, orderId } });
const pick = (orderId: string, quantity: number): StockCommand => ({ type: 'PickStock', data: { productId: P, orderId, quantity } });

const received = (quantity: number, available: number, note: string | null = null): StockEvent => ({ type: 'StockReceived', data: { productId: P, quantity, by: admin, note, available } });
const adjusted = (change: number, available: number, reason: 'damaged' | 'expired' | 'count' | 'other' = 'damaged'): StockEvent => ({
  type: 'StockAdjusted',
  data: { productId: P, change, reason, by: admin, note: null, available },
});
const reserved = (orderId: string, quantity: number, available: number): StockEvent => ({ type: 'StockReserved', data: { productId: P, orderId, quantity, available } });
const released = (orderId: string, quantity: number, available: number): StockEvent => ({ type: 'StockReleased', data: { productId: P, orderId, quantity, available } });
const picked = (orderId: string, quantity: number, available: number): StockEvent => ({ type: 'StockPicked', data: { productId: P, orderId, quantity, available } });

function refusalOf(decide: () => unknown): Refusal {
  try {
    decide();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('a product’s shelf', () => {
  describe('receives stock', () => {
    it('adds the units to what shoppers can order, with who and the note', () => {
      spec.given().when(when(receive(24, 'Invoice 4471'))).then(received(24, 24, 'Invoice 4471'));
      spec.given(received(10, 10), reserved('o1', 4, 6)).when(when(receive(5))).then(received(5, 11));
    });
    it.each([0, -3, 1.5, MAX_RECEIPT + 1])('refuses %p units as invalid', (quantity) => {
      spec.given().when(when(receive(quantity))).thenRefuses(new Refusal(`quantity must be a whole number from 1 to ${MAX_RECEIPT}`, 'invalid'));
    });
  });

  describe('is adjusted by hand', () => {
    it('adds or removes units with a reason', () => {
      spec.given(received(10, 10)).when(when(adjust(-2))).then(adjusted(-2, 8));
      spec.given(received(10, 10)).when(when(adjust(3, 'count'))).then(adjusted(3, 13, 'count'));
    });
    it('never takes on hand below what orders have reserved (409)', () => {
      const given = spec.given(received(10, 10), reserved('o1', 7, 3));
      given.when(when(adjust(-3))).then(adjusted(-3, 0));
      given.when(when(adjust(-4))).thenRefuses('Cannot remove 4: 10 on hand, 7 reserved for orders, so at most 3 can be removed');
      expect(refusalOf(() => decideStock(adjust(-4), [received(10, 10), reserved('o1', 7, 3)].reduce(evolveStock, emptyShelf())))).toMatchObject({ kind: 'conflict' });
    });
    it.each([0, 2.5])('refuses a change of %p', (change) => {
      spec.given(received(10, 10)).when(when(adjust(change))).thenRefuses(/change must be a whole number other than 0/);
    });
  });

  describe('reserves for an order', () => {
    it('promises units while enough are available', () => {
      spec.given(received(5, 5)).when(when(reserve('o1', 5))).then(reserved('o1', 5, 0));
      spec.given(received(5, 5), reserved('o1', 2, 3)).when(when(reserve('o2', 3))).then(reserved('o2', 3, 0));
    });
    it('refuses more than is available, saying how many are left (a conflict)', () => {
      spec.given(received(5, 5), reserved('o1', 4, 1)).when(when(reserve('o2', 2))).thenRefuses(new StockShortage(P, 2, 1));
      spec.given().when(when(reserve('o1', 1))).thenRefuses(new StockShortage(P, 1, 0));
      expect(refusalOf(() => decideStock(reserve('o2', 2), [received(5, 5), reserved('o1', 4, 1)].reduce(evolveStock, emptyShelf())))).toMatchObject({ wanted: 2, available: 1, kind: 'conflict' });
    });
    it('changes nothing when the same order reserves again', () => {
      spec.given(received(5, 5), reserved('o1', 2, 3)).when(when(reserve('o1', 2))).thenNothingHappens();
    });
  });

  describe('releases an order’s units', () => {
    it('gives back what the order still holds, once', () => {
      spec.given(received(5, 5), reserved('o1', 2, 3)).when(when(release('o1'))).then(released('o1', 2, 5));
      spec.given(received(5, 5), reserved('o1', 2, 3), released('o1', 2, 5)).when(when(release('o1'))).thenNothingHappens();
      spec.given(received(5, 5)).when(when(release('never-reserved'))).thenNothingHappens();
    });
    it('gives back only what packing did not pick', () => {
      spec.given(received(5, 5), reserved('o1', 3, 2), picked('o1', 2, 2)).when(when(release('o1'))).then(released('o1', 1, 3));
    });
  });

  describe('is picked for an order', () => {
    it('takes units off the shelf and the promise together: available does not move', () => {
      spec.given(received(5, 5), reserved('o1', 3, 2)).when(when(pick('o1', 3))).then(picked('o1', 3, 2));
      const state = [received(5, 5), reserved('o1', 3, 2), picked('o1', 3, 2)].reduce(evolveStock, emptyShelf());
      expect(state).toMatchObject({ onHand: 2, reserved: 0, picked: 3, reservations: {} });
    });
    it('refuses an order with nothing reserved, or more than it reserved', () => {
      spec.given(received(5, 5)).when(when(pick('o1', 1))).thenRefuses('Order o1 has nothing of paneer reserved to pick');
      spec.given(received(5, 5), reserved('o1', 2, 3)).when(when(pick('o1', 3))).thenRefuses('quantity must be a whole number from 1 to 2, what the order reserved');
    });
  });

  // The shelf's row (stock_view) holds the totals only; each order's reservation is a row of stock_reservations.
  describe('read from its row, without the reservations', () => {
    const fromRow = (state: StockState): StockState => ({ ...state, reservations: null });
    const shelf = fromRow([received(10, 10), reserved('o1', 4, 6)].reduce(evolveStock, emptyShelf()));

    it('reserves for an order from the totals, and keeps the reservations unread', () => {
      expect(decideStock(reserve('o2', 6), shelf)).toEqual([reserved('o2', 6, 0)]);
      expect(() => decideStock(reserve('o2', 7), shelf)).toThrow(StockShortage);
      expect(evolveStock(shelf, reserved('o2', 6, 0))).toEqual({ ...shelf, reserved: 10, reservations: null });
      expect(evolveStock(shelf, picked('o1', 4, 6))).toEqual({ ...shelf, onHand: 6, reserved: 0, picked: 4, reservations: null });
    });
    it('will not release or pick until the order’s reservation is read in', () => {
      expect(() => decideStock(release('o1'), shelf)).toThrow("the shelf's reservations were not read: read order o1's before deciding");
      expect(() => decideStock(pick('o1', 1), shelf)).toThrow("the shelf's reservations were not read");
      expect(decideStock(release('o1'), { ...shelf, reservations: { o1: 4 } })).toEqual([released('o1', 4, 10)]);
    });
  });
});
