import { evolveOrder, type OrderState, orderModel } from './order.decider.js';
import type { OrderEvent } from './order.events.js';
import { placed } from './testing/placed-order.js';
import { expireUnpaid, onOrderCancelled, onPaymentCaptured, onPaymentFailed, onRefundSettled, refundKept, retryPayment } from './order-money.decider.js';
import { changePaymentStatus, changeStatus } from './order-progress.decider.js';

// Given the order's events, when a payment or staff event, then the order's events and its payments' commands.
const given = (...events: OrderEvent[]): OrderState => events.reduce(evolveOrder, orderModel.initialState());

const paidBy = (paymentId: string): OrderEvent => ({ type: 'OrderPaymentStatusChanged', data: { orderId: 'o1', from: 'pending', to: 'paid', paymentId, amountPaise: 10_000 } });
const confirmed: OrderEvent = { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'pending_payment', to: 'confirmed', reason: 'payment received' } };
const cancelled = (from: 'pending_payment' | 'confirmed' = 'confirmed'): OrderEvent => ({ type: 'OrderStatusChanged', data: { orderId: 'o1', from, to: 'cancelled' } });
const failed: OrderEvent = { type: 'OrderPaymentStatusChanged', data: { orderId: 'o1', from: 'pending', to: 'failed' } };
const attempted = (paymentId: string): OrderEvent => ({ type: 'OrderPaymentAttempted', data: { orderId: 'o1', paymentId } });
const refundAsked = (refundId: string, amountPaise: number): OrderEvent => ({
  type: 'OrderRefundRequested',
  data: { orderId: 'o1', paymentId: 'p1', refundId, amountPaise, kind: 'admin', reason: 'damaged' },
});

describe('a capture', () => {
  it('pays and confirms an order that waits, and closes its other attempts', () => {
    expect(onPaymentCaptured(given(placed(), failed, attempted('p2')), { paymentId: 'p2', amountPaise: 10_000 })).toEqual({
      order: [{ type: 'OrderPaymentStatusChanged', data: { orderId: 'o1', from: 'pending', to: 'paid', paymentId: 'p2', amountPaise: 10_000 } }, confirmed],
      payments: [{ paymentId: 'p1', command: 'void', reason: 'The order was paid by another attempt' }],
    });
  });

  it('of an order already paid by another attempt is refunded in full', () => {
    expect(onPaymentCaptured(given(placed(), paidBy('p1'), confirmed), { paymentId: 'p2', amountPaise: 10_000 })).toEqual({
      order: [],
      payments: [{ paymentId: 'p2', command: 'refund', refundId: 'duplicate_capture-p2', amountPaise: 10_000, kind: 'duplicate_capture', reason: 'Order already paid by payment p1' }],
    });
  });

  it('of a cancelled order is refunded in full', () => {
    expect(onPaymentCaptured(given(placed(), cancelled('pending_payment')), { paymentId: 'p1', amountPaise: 10_000 }).payments).toEqual([
      { paymentId: 'p1', command: 'refund', refundId: 'order_cancelled-p1', amountPaise: 10_000, kind: 'order_cancelled', reason: 'The order was cancelled' },
    ]);
  });

  it('of another amount than the bill is refunded rather than kept', () => {
    expect(onPaymentCaptured(given(placed()), { paymentId: 'p1', amountPaise: 100 }).payments[0]).toMatchObject({ command: 'refund', amountPaise: 100 });
  });

  it('delivered twice changes nothing', () => {
    expect(onPaymentCaptured(given(placed(), paidBy('p1'), confirmed), { paymentId: 'p1', amountPaise: 10_000 })).toEqual({ order: [], payments: [] });
  });

  it('of an order paid before the saga (its payment id in the settlement metadata) is known as kept', () => {
    const legacyPaid = { type: 'OrderPaymentStatusChanged', data: { orderId: 'o1', from: 'pending', to: 'paid' }, metadata: { paymentId: 'p0' } } as unknown as OrderEvent;
    expect(given(placed({ paymentId: undefined }), legacyPaid).keptPaymentId).toBe('p0');
  });
});

describe('a failure', () => {
  it('of the latest attempt lets the shopper retry; of an older one changes nothing', () => {
    expect(onPaymentFailed(given(placed()), 'p1').order).toEqual([failed]);
    expect(onPaymentFailed(given(placed(), failed, attempted('p2')), 'p1').order).toEqual([]);
    expect(onPaymentFailed(given(placed(), paidBy('p1')), 'p1').order).toEqual([]);
  });
});

describe('a cancellation', () => {
  it('gives back what the order kept and closes the rest', () => {
    expect(onOrderCancelled(given(placed(), paidBy('p1'), confirmed, cancelled()))).toEqual({
      order: [{ type: 'OrderRefundRequested', data: { orderId: 'o1', paymentId: 'p1', refundId: 'order_cancelled-p1', amountPaise: 10_000, kind: 'order_cancelled', reason: 'The order was cancelled' } }],
      payments: [{ paymentId: 'p1', command: 'refund', refundId: 'order_cancelled-p1', amountPaise: 10_000, kind: 'order_cancelled', reason: 'The order was cancelled' }],
    });
  });

  it('of an order partly refunded gives back only the rest', () => {
    expect(onOrderCancelled(given(placed(), paidBy('p1'), confirmed, refundAsked('r1', 2_500), cancelled())).payments[0]).toMatchObject({ amountPaise: 7_500 });
  });

  it('of an unpaid order only closes its attempts', () => {
    expect(onOrderCancelled(given(placed(), cancelled('pending_payment')))).toEqual({ order: [], payments: [{ paymentId: 'p1', command: 'void', reason: 'The order was cancelled' }] });
  });
});

describe('refunds of the kept capture', () => {
  it('are asked by an admin within what is left', () => {
    const state = given(placed(), paidBy('p1'), confirmed, refundAsked('r1', 2_500));
    expect(refundKept({ refundId: 'r2', amountPaise: 7_500, kind: 'admin', reason: 'late' }, state).order).toHaveLength(1);
    expect(() => refundKept({ refundId: 'r2', amountPaise: 7_501, kind: 'admin', reason: 'late' }, state)).toThrow('At most ₹75.00 of this order can be refunded');
    expect(() => refundKept({ refundId: 'r', amountPaise: 1, kind: 'admin', reason: 'x' }, given(placed({ paymentMethod: 'COD', status: 'confirmed', paymentId: undefined })))).toThrow(
      'A cash order has no online payment to refund',
    );
  });

  it('move the payment status as they succeed: partly, then fully refunded', () => {
    const state = given(placed(), paidBy('p1'), confirmed, refundAsked('r1', 2_500));
    expect(onRefundSettled(state, { paymentId: 'p1', refundId: 'r1', outcome: 'succeeded' }).order).toEqual([
      { type: 'OrderRefundSettled', data: { orderId: 'o1', paymentId: 'p1', refundId: 'r1', amountPaise: 2_500, outcome: 'succeeded' } },
      { type: 'OrderPaymentStatusChanged', data: { orderId: 'o1', from: 'paid', to: 'partially_refunded' } },
    ]);
    expect(onRefundSettled(state, { paymentId: 'p1', refundId: 'r1', outcome: 'failed' }).order).toEqual([
      { type: 'OrderRefundSettled', data: { orderId: 'o1', paymentId: 'p1', refundId: 'r1', amountPaise: 2_500, outcome: 'failed' } },
    ]);
    expect(onRefundSettled(state, { paymentId: 'p2', refundId: 'duplicate_capture-p2', outcome: 'succeeded' }).order).toEqual([]);
  });
});

describe('paying again and running out of time', () => {
  it('retries only after a failure, while the order waits', () => {
    expect(retryPayment({ paymentId: 'p2', customerId: 'c1' }, given(placed(), failed))).toEqual([attempted('p2')]);
    expect(() => retryPayment({ paymentId: 'p2', customerId: 'c1' }, given(placed()))).toThrow('This order has a payment in progress');
    expect(() => retryPayment({ paymentId: 'p2', customerId: 'c1' }, given(placed(), paidBy('p1'), confirmed))).toThrow('This order is already paid');
    expect(() => retryPayment({ paymentId: 'p2', customerId: 'c1' }, given(placed(), cancelled('pending_payment')))).toThrow('This order was cancelled');
  });

  it('cancels an unpaid order once its time to pay is over', () => {
    const state = given(placed());
    expect(expireUnpaid({ now: new Date('2026-11-25T10:14:59Z'), expiryMinutes: 15 }, state)).toEqual([]);
    expect(expireUnpaid({ now: new Date('2026-11-25T10:15:00Z'), expiryMinutes: 15 }, state)).toEqual([
      { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'pending_payment', to: 'cancelled', reason: 'payment not received in time' } },
    ]);
    expect(expireUnpaid({ now: new Date('2026-11-26T00:00:00Z'), expiryMinutes: 15 }, given(placed(), paidBy('p1'), confirmed))).toEqual([]);
  });
});

describe('staff rules that keep the books straight', () => {
  it('never confirm an order that waits for its payment by hand', () => {
    expect(() => changeStatus({ to: 'confirmed' }, given(placed()))).toThrow('An order waiting for its payment is confirmed when the payment is received');
  });

  it('take the cash of a COD order marked delivered', () => {
    const cod = given(placed({ paymentMethod: 'COD', status: 'confirmed', paymentId: undefined }));
    expect(changeStatus({ to: 'delivered' }, cod)).toEqual([
      { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'confirmed', to: 'delivered' } },
      { type: 'OrderPaymentStatusChanged', data: { orderId: 'o1', from: 'pending', to: 'paid' } },
    ]);
  });

  it('hand cash back only on a cancelled order, and never flag an online order', () => {
    const cod = given(placed({ paymentMethod: 'COD', status: 'confirmed', paymentId: undefined }), { type: 'OrderPaymentStatusChanged', data: { orderId: 'o1', from: 'pending', to: 'paid' } });
    expect(() => changePaymentStatus({ to: 'refunded' }, cod)).toThrow('Cash is handed back only on a cancelled order');
    expect(() => changePaymentStatus({ to: 'paid' }, given(placed()))).toThrow('The payment status of a UPI order follows its payments: refund it instead');
  });
});
