import { Refusal } from '../platform/event-store/index.js';
import { deciderSpecification } from '../platform/event-store/testing/decider-specification.js';
import { decidePayment, evolvePayment, type PaymentDeciderCommand, PaymentRefusal, paymentDecider, refundablePaise, refundedPaise } from './payment.decider.js';
import type { PaymentEvent } from './payment.events.js';

const spec = deciderSpecification(paymentDecider.initialState, paymentDecider.evolve);
// toThrow with an Error compares messages only: the matcher checks the kind the API answers by too.
const refusal = (message: string, kind: PaymentRefusal['kind']) => expect.objectContaining({ name: 'PaymentRefusal', message, kind }) as unknown as Error;
const asked = (command: PaymentDeciderCommand) => (state: Parameters<typeof decidePayment>[1]) => decidePayment(command, state);

const request = { paymentId: 'p1', orderId: 'o1', method: 'UPI' as const, amountPaise: 12_300, provider: 'sandbox' as const, customerId: 'c1' };
const requested: PaymentEvent = { type: 'PaymentRequested', data: request };
const opened: PaymentEvent = { type: 'PaymentOpened', data: { paymentId: 'p1', orderId: 'o1', providerReference: 'ref' } };
const captured: PaymentEvent = {
  type: 'PaymentSucceeded',
  data: { paymentId: 'p1', orderId: 'o1', method: 'UPI', amountPaise: 12_300, provider: 'sandbox', providerReference: 'ref', providerEventId: 'ev1', providerPaymentId: 'pay1' },
};
const failed: PaymentEvent = {
  type: 'PaymentFailed',
  data: { paymentId: 'p1', orderId: 'o1', method: 'UPI', amountPaise: 12_300, provider: 'sandbox', reason: 'declined', providerEventId: 'ev0' },
};
const voided: PaymentEvent = { type: 'PaymentVoided', data: { paymentId: 'p1', orderId: 'o1', reason: 'order cancelled' } };
const refundAsked = (refundId: string, amountPaise: number): PaymentEvent => ({
  type: 'RefundRequested',
  data: { paymentId: 'p1', orderId: 'o1', refundId, amountPaise, kind: 'admin', reason: 'damaged' },
});

const capture = (providerEventId: string, more: { providerPaymentId?: string; amountPaise?: number } = {}) =>
  asked({ type: 'SettlePayment', verdict: { outcome: 'succeeded', providerEventId, ...more } });
const fail = (providerEventId: string, reason?: string) => asked({ type: 'SettlePayment', verdict: { outcome: 'failed', providerEventId, ...(reason ? { reason } : {}) } });
const voidIt = asked({ type: 'VoidPayment', reason: 'order cancelled' });
const refund = (refundId: string, amountPaise: number, reason = 'damaged') => asked({ type: 'RequestRefund', refund: { refundId, amountPaise, kind: 'admin', reason } });

describe('RequestPayment', () => {
  it('asks for an attempt once, from the provider it is given', () => {
    spec.given().when(asked({ type: 'RequestPayment', request })).then(requested);
    spec.given(requested).when(asked({ type: 'RequestPayment', request: { ...request, amountPaise: 1 } })).thenNothingHappens();
  });
});

describe('OpenPayment', () => {
  it('opens a requested attempt once at the provider', () => {
    spec.given(requested).when(asked({ type: 'OpenPayment', providerReference: 'ref' })).then(opened);
    spec.given(requested, opened).when(asked({ type: 'OpenPayment', providerReference: 'ref-2' })).thenNothingHappens();
    spec.given(requested, voided).when(asked({ type: 'OpenPayment', providerReference: 'ref' })).thenNothingHappens();
  });

  it('refuses an attempt this shop never requested', () => {
    spec.given().when(asked({ type: 'OpenPayment', providerReference: 'ref' })).thenRefuses(refusal('Payment not found', 'not_found'));
  });
});

describe('SettlePayment: a capture', () => {
  it('is recorded at most once, and after a failure or a void too (the money moved)', () => {
    spec.given(requested, opened).when(capture('ev1', { providerPaymentId: 'pay1' })).then(captured);
    spec.given(requested, opened, captured).when(capture('ev2')).thenNothingHappens();
    spec.given(requested, opened, failed).when(capture('ev1', { providerPaymentId: 'pay1' })).then(captured);
    spec.given(requested, opened, voided).when(capture('ev1', { providerPaymentId: 'pay1' })).then(captured);
  });

  it('is recorded at the amount the provider took, when that differs from what was asked', () => {
    spec.given(requested, opened).when(capture('ev1', { providerPaymentId: 'pay1', amountPaise: 99_900 })).then({ ...captured, data: { ...captured.data, amountPaise: 99_900 } } as PaymentEvent);
  });

  it('of an attempt never opened has no provider reference to name', () => {
    const { providerPaymentId: _, ...withoutProviderPayment } = captured.data as { providerPaymentId?: string };
    spec.given(requested).when(capture('ev1')).then({ type: 'PaymentSucceeded', data: { ...withoutProviderPayment, providerReference: '' } } as PaymentEvent);
  });

  it('of a payment this shop never requested is refused', () => {
    spec.given().when(capture('ev1')).thenRefuses(refusal('Payment not found', 'not_found'));
  });
});

describe('SettlePayment: a failure', () => {
  it('fails an attempt only while it is requested or open', () => {
    spec.given(requested, opened).when(fail('ev0', 'declined')).then(failed);
    spec.given(requested).when(fail('ev0', 'declined')).then(failed);
    spec.given(requested, opened, captured).when(fail('ev9')).thenNothingHappens();
    spec.given(requested, opened, voided).when(fail('ev9')).thenNothingHappens();
    spec.given(requested, opened, failed).when(fail('ev9')).thenNothingHappens();
  });

  it('says "declined" when the provider gives no reason, and keeps a reason to 200 characters', () => {
    spec.given(requested, opened).when(fail('ev0')).then(failed);
    spec.given(requested, opened).when(fail('ev0', 'x'.repeat(500))).then({ ...failed, data: { ...failed.data, reason: 'x'.repeat(200) } } as PaymentEvent);
  });

  it('of a payment this shop never requested is refused', () => {
    spec.given().when(fail('ev0')).thenRefuses(refusal('Payment not found', 'not_found'));
  });
});

describe('VoidPayment', () => {
  it('closes an attempt only while it could still take money', () => {
    spec.given(requested, opened).when(voidIt).then(voided);
    spec.given(requested).when(voidIt).then(voided);
    spec.given(requested, opened, captured).when(voidIt).thenNothingHappens();
    spec.given(requested, opened, failed).when(voidIt).thenNothingHappens();
    spec.given(requested, opened, voided).when(voidIt).thenNothingHappens();
  });

  it('refuses a payment this shop never requested', () => {
    spec.given().when(voidIt).thenRefuses(refusal('Payment not found', 'not_found'));
  });
});

describe('RequestRefund', () => {
  it('asks a captured payment for refunds in parts, never beyond the capture', () => {
    spec.given(requested, opened, captured).when(refund('r1', 2_300)).then(refundAsked('r1', 2_300));
    spec.given(requested, opened, captured, refundAsked('r1', 2_300)).when(refund('r2', 10_000)).then(refundAsked('r2', 10_000));
    spec.given(requested, opened, captured, refundAsked('r1', 2_300)).when(refund('r2', 10_001)).thenRefuses(refusal('At most ₹100.00 of this payment can be refunded', 'conflict'));
    spec.given(requested, opened, captured, refundAsked('r1', 12_300)).when(refund('r2', 1)).thenRefuses(refusal('This payment has been refunded in full', 'conflict'));
  });

  it('counts a failed refund as never made', () => {
    const refundFailed: PaymentEvent = { type: 'RefundFailed', data: { paymentId: 'p1', orderId: 'o1', refundId: 'r1', amountPaise: 12_300, kind: 'admin', reason: 'bank' } };
    spec.given(requested, opened, captured, refundAsked('r1', 12_300), refundFailed).when(refund('r2', 12_300)).then(refundAsked('r2', 12_300));
  });

  it('is one refund per refund id, whatever the amount asked again', () => {
    spec.given(requested, opened, captured, refundAsked('r1', 2_300)).when(refund('r1', 5_000)).thenNothingHappens();
  });

  it('keeps a reason to 200 characters', () => {
    const long = refundAsked('r1', 2_300);
    spec.given(requested, opened, captured).when(refund('r1', 2_300, 'y'.repeat(300))).then({ ...long, data: { ...long.data, reason: 'y'.repeat(200) } } as PaymentEvent);
  });

  it('is refused for a payment that captured nothing, one never requested, and amounts that are not whole paise', () => {
    spec.given(requested, opened).when(refund('r1', 100)).thenRefuses(refusal('Only a captured payment can be refunded', 'conflict'));
    spec.given(requested, opened, failed).when(refund('r1', 100)).thenRefuses(refusal('Only a captured payment can be refunded', 'conflict'));
    spec.given().when(refund('r1', 100)).thenRefuses(refusal('Payment not found', 'not_found'));
    spec.given(requested, opened, captured).when(refund('r1', 0)).thenRefuses(refusal('A refund must be a positive amount in whole paise', 'invalid'));
    spec.given(requested, opened, captured).when(refund('r1', 1.5)).thenRefuses(refusal('A refund must be a positive amount in whole paise', 'invalid'));
  });

  it('refuses as a Refusal, which the API answers by its kind', () => {
    const state = [requested, opened].reduce(evolvePayment, paymentDecider.initialState());
    expect(() => decidePayment({ type: 'RequestRefund', refund: { refundId: 'r1', amountPaise: 100, kind: 'admin', reason: '' } }, state)).toThrow(Refusal);
  });
});

describe('SubmitRefund and SettleRefund', () => {
  const submitted: PaymentEvent = { type: 'RefundSubmitted', data: { paymentId: 'p1', orderId: 'o1', refundId: 'r1', providerRefundId: 'rfnd1' } };
  const succeeded: PaymentEvent = { type: 'RefundSucceeded', data: { paymentId: 'p1', orderId: 'o1', refundId: 'r1', amountPaise: 2_300, kind: 'admin', providerRefundId: 'rfnd1' } };
  const refundFailed: PaymentEvent = { type: 'RefundFailed', data: { paymentId: 'p1', orderId: 'o1', refundId: 'r1', amountPaise: 2_300, kind: 'admin', reason: 'bank closed' } };
  const submit = asked({ type: 'SubmitRefund', refundId: 'r1', providerRefundId: 'rfnd1' });
  const settled = asked({ type: 'SettleRefund', refundId: 'r1', verdict: { outcome: 'succeeded', providerRefundId: 'rfnd1' } });
  const refused = asked({ type: 'SettleRefund', refundId: 'r1', verdict: { outcome: 'failed', reason: 'bank closed' } });
  const given = [requested, opened, captured, refundAsked('r1', 2_300)];

  it('submits a requested refund once', () => {
    spec.given(...given).when(submit).then(submitted);
    spec.given(...given, submitted).when(submit).thenNothingHappens();
    spec.given(requested, opened, captured).when(submit).thenNothingHappens();
  });

  it('settles a requested or submitted refund once, either way', () => {
    spec.given(...given, submitted).when(settled).then(succeeded);
    spec.given(...given).when(settled).then(succeeded);
    spec.given(...given, submitted).when(refused).then(refundFailed);
    spec.given(...given, submitted, succeeded).when(refused).thenNothingHappens();
    spec.given(...given, submitted, refundFailed).when(settled).thenNothingHappens();
  });

  it('changes nothing for a refund never asked for, and refuses a payment never requested', () => {
    spec.given(requested, opened, captured).when(asked({ type: 'SettleRefund', refundId: 'unknown', verdict: { outcome: 'succeeded', providerRefundId: 'x' } })).thenNothingHappens();
    spec.given().when(submit).thenRefuses(refusal('Payment not found', 'not_found'));
    spec.given().when(settled).thenRefuses(refusal('Payment not found', 'not_found'));
  });

  it('leave what is refundable as the capture less what has not failed, and refunded only what succeeded', () => {
    const state = [...given, submitted].reduce(evolvePayment, paymentDecider.initialState());
    expect(refundablePaise(state)).toBe(10_000);
    expect(refundedPaise(state)).toBe(0);
    const settledState = [succeeded].reduce(evolvePayment, state);
    expect(refundedPaise(settledState)).toBe(2_300);
    expect(refundablePaise([refundFailed].reduce(evolvePayment, state))).toBe(12_300);
  });
});

describe('a payment from before the saga (PaymentStarted)', () => {
  it('reads as requested and open at once', () => {
    const started: PaymentEvent = { type: 'PaymentStarted', data: { ...request, providerReference: 'ref' } };
    const state = [started].reduce(evolvePayment, paymentDecider.initialState());
    expect(state).toMatchObject({ status: 'pending', providerReference: 'ref', request });
    spec.given(started).when(capture('ev1', { providerPaymentId: 'pay1' })).then(captured);
  });
});
