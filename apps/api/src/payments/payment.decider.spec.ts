import type { PaymentEvent } from './payment.events.js';
import { PaymentNotFoundError, type PaymentState, evolvePayment, paymentModel, settlePayment } from './payment.decider.js';

const started: PaymentEvent = {
  type: 'PaymentStarted',
  data: { paymentId: 'p1', orderId: 'o1', method: 'UPI', amountPaise: 12_300, provider: 'sandbox', providerReference: 'ref' },
};
const given = (...events: PaymentEvent[]): PaymentState => events.reduce(evolvePayment, paymentModel.initialState());

describe('settlePayment', () => {
  it('records a success of a pending payment', () => {
    expect(settlePayment(given(started), 'succeeded', 'ev1')).toEqual([
      { type: 'PaymentSucceeded', data: { ...started.data, providerEventId: 'ev1' } },
    ]);
  });

  it('records a failure of a pending payment, with its reason', () => {
    const [event] = settlePayment(given(started), 'failed', 'ev1', 'card declined');
    expect(event).toMatchObject({ type: 'PaymentFailed', data: { reason: 'card declined', providerEventId: 'ev1' } });
  });

  it('never moves back from paid: a late failure or a repeat success is a no-op', () => {
    const paid = given(started, ...settlePayment(given(started), 'succeeded', 'ev1'));
    expect(settlePayment(paid, 'failed', 'ev2')).toEqual([]);
    expect(settlePayment(paid, 'succeeded', 'ev3')).toEqual([]);
  });

  it('records a late success after a failure (the money moved), but not a second failure', () => {
    const failed = given(started, ...settlePayment(given(started), 'failed', 'ev1'));
    expect(settlePayment(failed, 'failed', 'ev2')).toEqual([]);
    expect(settlePayment(failed, 'succeeded', 'ev3')[0].type).toBe('PaymentSucceeded');
  });

  it('refuses a payment that was never started', () => {
    expect(() => settlePayment(given(), 'succeeded', 'ev1')).toThrow(PaymentNotFoundError);
  });
});
