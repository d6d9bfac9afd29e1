import { evolveOrder, orderModel, type OrderState } from '../order.decider.js';
import type { OrderEvent, OrderItem } from '../order.events.js';
import { placed } from '../testing/placed-order.js';
import { claimForPacking, finishPacking, pickLine, shelfMovesOf, shortLine, shortPickRefundId, substituteLine, type SubstituteOffer } from './packing.decider.js';
import type { PackingEvent } from './packing.events.js';

// Given the order's events, when a packing step, then the order's events and its payments' commands, or a refusal.
const stateOf = (...events: (OrderEvent | PackingEvent)[]): OrderState =>
  events.reduce<OrderState>((state, event) => evolveOrder(state, event as OrderEvent), orderModel.initialState());

const item = (productId: string, pricePaise: number, quantity: number): OrderItem => ({ productId, name: `P${productId}`, nameHi: `प${productId}`, image: `/img/${productId}.svg`, variant: null, pricePaise, quantity });
const items = [item('a', 5_000, 2), item('b', 3_000, 1)];
const upiPaid: (OrderEvent | PackingEvent)[] = [
  placed({ paymentMethod: 'UPI', status: 'pending_payment', paymentId: 'p1', items, itemsTotalPaise: 13_000, grandTotalPaise: 13_300 }),
  { type: 'OrderPaymentStatusChanged', data: { orderId: 'o1', from: 'pending', to: 'paid', paymentId: 'p1', amountPaise: 13_300 } },
  { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'pending_payment', to: 'confirmed', reason: 'payment received' } },
];
const cod: (OrderEvent | PackingEvent)[] = [placed({ paymentMethod: 'COD', status: 'confirmed', paymentId: undefined, items, itemsTotalPaise: 13_000, grandTotalPaise: 13_300 })];
const pooja = { id: 'k1', name: 'Pooja' };
const claimed: (OrderEvent | PackingEvent)[] = [
  { type: 'OrderPackingClaimed', data: { orderId: 'o1', packerId: 'k1', packerName: 'Pooja' } },
  { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'confirmed', to: 'preparing', reason: 'packing by Pooja' } },
];
const shortA: PackingEvent = { type: 'OrderLineShort', data: { orderId: 'o1', productId: 'a', missing: 1, amountPaise: 5_000 } };
const pickedB: PackingEvent = { type: 'OrderLinePicked', data: { orderId: 'o1', productId: 'b', quantity: 1 } };
const nothing = { order: [], payments: [] };

describe('claiming an order for packing', () => {
  it('takes a confirmed order off the queue: claimed, and preparing', () => {
    expect(claimForPacking({ packer: pooja }, stateOf(...cod))).toEqual({ order: claimed, payments: [] });
  });

  it('refuses a second packer (409), and is a no-op for the one who has it', () => {
    expect(() => claimForPacking({ packer: { id: 'k2', name: 'Kiran' } }, stateOf(...cod, ...claimed))).toThrow('Pooja is already packing this order');
    expect(claimForPacking({ packer: pooja }, stateOf(...cod, ...claimed))).toEqual(nothing);
  });

  it('refuses an order that is not waiting to be packed', () => {
    expect(() => claimForPacking({ packer: pooja }, stateOf(placed({ status: 'pending_payment' })))).toThrow('An order that is pending_payment is not waiting to be packed');
    expect(() => claimForPacking({ packer: pooja }, stateOf())).toThrow('Order not found');
  });
});

describe('picking a line', () => {
  it('ticks every unit of it', () => {
    expect(pickLine({ packerId: 'k1', productId: 'b' }, stateOf(...cod, ...claimed))).toEqual({ order: [pickedB], payments: [] });
  });

  it('again: nothing happens; after marking it short: 409', () => {
    expect(pickLine({ packerId: 'k1', productId: 'b' }, stateOf(...cod, ...claimed, pickedB))).toEqual(nothing);
    expect(() => pickLine({ packerId: 'k1', productId: 'a' }, stateOf(...cod, ...claimed, shortA))).toThrow('This line is already marked short');
  });

  it('only by the packer who claimed it, and only a line of the order', () => {
    expect(() => pickLine({ packerId: 'k2', productId: 'b' }, stateOf(...cod, ...claimed))).toThrow('Pooja is packing this order');
    expect(() => pickLine({ packerId: 'k1', productId: 'b' }, stateOf(...cod))).toThrow('Claim this order before packing it');
    expect(() => pickLine({ packerId: 'k1', productId: 'zz' }, stateOf(...cod, ...claimed))).toThrow('This order has no such line');
  });
});

describe('a short line', () => {
  it('on a prepaid order: off the bill and refunded through the saga, keyed by order and line', () => {
    const refundId = shortPickRefundId('o1', 'a');
    expect(shortLine({ packerId: 'k1', productId: 'a', missing: 1 }, stateOf(...upiPaid, ...claimed))).toEqual({
      order: [shortA, { type: 'OrderRefundRequested', data: { orderId: 'o1', paymentId: 'p1', refundId, amountPaise: 5_000, kind: 'short_pick', reason: '1 × Pa short' } }],
      payments: [{ paymentId: 'p1', command: 'refund', refundId, amountPaise: 5_000, kind: 'short_pick', reason: '1 × Pa short' }],
    });
    expect(refundId).toMatch(/^short_pick-[0-9a-f]{28}$/);
  });

  it('on a cash order: off the bill, and the amount due drops; no refund', () => {
    expect(shortLine({ packerId: 'k1', productId: 'a', missing: 2 }, stateOf(...cod, ...claimed))).toEqual({
      order: [{ type: 'OrderLineShort', data: { orderId: 'o1', productId: 'a', missing: 2, amountPaise: 10_000 } }],
      payments: [],
    });
    expect(stateOf(...cod, ...claimed, shortA).packing?.takenOffPaise).toBe(5_000);
  });

  it('never refunds more than the order still holds', () => {
    const adminRefund: OrderEvent = {
      type: 'OrderRefundRequested',
      data: { orderId: 'o1', paymentId: 'p1', refundId: 'admin-1', amountPaise: 10_000, kind: 'admin', reason: 'goodwill' },
    };
    const step = shortLine({ packerId: 'k1', productId: 'a', missing: 2 }, stateOf(...upiPaid, adminRefund, ...claimed));
    expect(step.payments).toEqual([expect.objectContaining({ amountPaise: 3_300 })]);
  });

  it('the same short again: nothing (one refund per change); another count: 409; out of range: 400', () => {
    expect(shortLine({ packerId: 'k1', productId: 'a', missing: 1 }, stateOf(...upiPaid, ...claimed, shortA))).toEqual(nothing);
    expect(() => shortLine({ packerId: 'k1', productId: 'a', missing: 2 }, stateOf(...upiPaid, ...claimed, shortA))).toThrow('This line is already marked short');
    expect(() => shortLine({ packerId: 'k1', productId: 'a', missing: 3 }, stateOf(...upiPaid, ...claimed))).toThrow(expect.objectContaining({ kind: 'invalid' }) as unknown as Error);
  });
});

describe('substituting a line', () => {
  const offer = (pricePaise: number, category = 'dairy', productId = 's'): SubstituteOffer => ({
    substitute: { productId, name: 'Amul', nameHi: 'अमूल', image: '/img/s.svg', variant: null, pricePaise, category },
    orderedCategory: 'dairy',
  });

  it('at a lower price: the difference comes off the bill and a prepaid order gets it back', () => {
    const step = substituteLine({ packerId: 'k1', productId: 'a', offer: offer(4_000) }, stateOf(...upiPaid, ...claimed));
    expect(step.order[0]).toEqual({
      type: 'OrderLineSubstituted',
      data: { orderId: 'o1', productId: 'a', quantity: 2, substitute: { productId: 's', name: 'Amul', nameHi: 'अमूल', image: '/img/s.svg', variant: null, pricePaise: 4_000 }, amountPaise: 2_000 },
    });
    expect(step.payments).toEqual([expect.objectContaining({ command: 'refund', amountPaise: 2_000, kind: 'short_pick' })]);
  });

  it('at the same price: no money moves', () => {
    expect(substituteLine({ packerId: 'k1', productId: 'a', offer: offer(5_000) }, stateOf(...upiPaid, ...claimed)).payments).toEqual([]);
  });

  it('refuses a dearer product, another category, the same product or one already in the order', () => {
    const state = stateOf(...upiPaid, ...claimed);
    expect(() => substituteLine({ packerId: 'k1', productId: 'a', offer: offer(5_001) }, state)).toThrow('A substitute must cost the same or less');
    expect(() => substituteLine({ packerId: 'k1', productId: 'a', offer: offer(4_000, 'snacks') }, state)).toThrow('A substitute must be of the same category (dairy), not snacks');
    expect(() => substituteLine({ packerId: 'k1', productId: 'a', offer: offer(4_000, 'dairy', 'a') }, state)).toThrow('A line cannot be substituted by the same product');
    expect(() => substituteLine({ packerId: 'k1', productId: 'a', offer: offer(3_000, 'dairy', 'b') }, state)).toThrow('Amul is already in this order');
  });
});

describe('finishing', () => {
  it('refuses while a line is undecided', () => {
    expect(() => finishPacking({ packer: pooja }, stateOf(...cod, ...claimed, pickedB))).toThrow('1 line is still to pick');
  });

  it('packs the order when every line is decided', () => {
    expect(finishPacking({ packer: pooja }, stateOf(...cod, ...claimed, pickedB, shortA))).toEqual({
      order: [{ type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'preparing', to: 'packed', reason: 'packed by Pooja' } }],
      payments: [],
    });
  });

  it('picks what went in the bag and releases what was short', () => {
    expect(shelfMovesOf(stateOf(...cod, ...claimed, pickedB, shortA))).toEqual({ pick: [{ productId: 'a', quantity: 1 }, { productId: 'b', quantity: 1 }], release: ['a'] });
    const substituted: PackingEvent = {
      type: 'OrderLineSubstituted',
      data: { orderId: 'o1', productId: 'a', quantity: 2, substitute: { productId: 's', name: 'S', nameHi: 'S', image: '', variant: null, pricePaise: 4_000 }, amountPaise: 2_000 },
    };
    expect(shelfMovesOf(stateOf(...cod, ...claimed, pickedB, substituted))).toEqual({ pick: [{ productId: 's', quantity: 2 }, { productId: 'b', quantity: 1 }], release: [] });
  });

  it('a packed order takes no more packing', () => {
    const packed: OrderEvent = { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'preparing', to: 'packed', reason: 'packed by Pooja' } };
    expect(() => pickLine({ packerId: 'k1', productId: 'b' }, stateOf(...cod, ...claimed, packed))).toThrow('An order that is packed cannot be packed');
  });
});
