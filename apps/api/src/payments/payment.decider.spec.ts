import { deciderSpecification } from '../platform/event-store/testing/decider-specification.js';
import {
  evolvePayment,
  openPayment,
  PaymentRefusal,
  paymentModel,
  refundablePaise,
  requestPayment,
  requestRefund,
  settlePayment,
  settleRefund,
  submitRefund,
  voidPayment,
} from './payment.decider.js';
import type { PaymentEvent } from './payment.events.js';

const spec = deciderSpecification(paymentModel.initialState, evolvePayment);

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

describe('a payment attempt', () => {
  it('is requested once', () => {
    spec.given().when((s) => requestPayment(s, request)).then(requested);
    spec.given(requested).when((s) => requestPayment(s, request)).thenNothingHappens();
  });

  it('opens once at the provider', () => {
    spec.given(requested).when((s) => openPayment(s, 'ref')).then(opened);
    spec.given(requested, opened).when((s) => openPayment(s, 'ref-2')).thenNothingHappens();
    spec.given().when((s) => openPayment(s, 'ref')).thenRefuses(new PaymentRefusal('not_found', 'Payment not found'));
  });

  it('is captured at most once, and a capture after a failure or a void is recorded (the money moved)', () => {
    spec.given(requested, opened).when((s) => settlePayment(s, { outcome: 'succeeded', providerEventId: 'ev1', providerPaymentId: 'pay1' })).then(captured);
    spec.given(requested, opened, captured).when((s) => settlePayment(s, { outcome: 'succeeded', providerEventId: 'ev2' })).thenNothingHappens();
    spec.given(requested, opened, failed).when((s) => settlePayment(s, { outcome: 'succeeded', providerEventId: 'ev1', providerPaymentId: 'pay1' })).then(captured);
    spec.given(requested, opened, voided).when((s) => settlePayment(s, { outcome: 'succeeded', providerEventId: 'ev1', providerPaymentId: 'pay1' })).then(captured);
  });

  it('fails only while open; a late failure changes nothing', () => {
    spec.given(requested, opened).when((s) => settlePayment(s, { outcome: 'failed', providerEventId: 'ev0', reason: 'declined' })).then(failed);
    spec.given(requested, opened, captured).when((s) => settlePayment(s, { outcome: 'failed', providerEventId: 'ev9' })).thenNothingHappens();
    spec.given(requested, opened, voided).when((s) => settlePayment(s, { outcome: 'failed', providerEventId: 'ev9' })).thenNothingHappens();
  });

  it('is voided only while it could still take money', () => {
    spec.given(requested, opened).when((s) => voidPayment(s, 'order cancelled')).then(voided);
    spec.given(requested).when((s) => voidPayment(s, 'order cancelled')).then(voided);
    spec.given(requested, opened, captured).when((s) => voidPayment(s, 'order cancelled')).thenNothingHappens();
    spec.given(requested, opened, failed).when((s) => voidPayment(s, 'order cancelled')).thenNothingHappens();
  });
});

describe('refunds', () => {
  const refund = (refundId: string, amountPaise: number) => ({ refundId, amountPaise, kind: 'admin' as const, reason: 'damaged' });

  it('are asked of a captured payment, in parts, never beyond the capture', () => {
    spec.given(requested, opened, captured).when((s) => requestRefund(s, refund('r1', 2_300))).then(refundAsked('r1', 2_300));
    spec.given(requested, opened, captured, refundAsked('r1', 2_300)).when((s) => requestRefund(s, refund('r2', 10_000))).then(refundAsked('r2', 10_000));
    spec.given(requested, opened, captured, refundAsked('r1', 2_300)).when((s) => requestRefund(s, refund('r2', 10_001))).thenRefuses('At most ₹100.00 of this payment can be refunded');
    spec.given(requested, opened, captured, refundAsked('r1', 12_300)).when((s) => requestRefund(s, refund('r2', 1))).thenRefuses('This payment has been refunded in full');
  });

  it('count a failed refund as never made', () => {
    const refundFailed: PaymentEvent = { type: 'RefundFailed', data: { paymentId: 'p1', orderId: 'o1', refundId: 'r1', amountPaise: 12_300, kind: 'admin', reason: 'bank' } };
    spec.given(requested, opened, captured, refundAsked('r1', 12_300), refundFailed).when((s) => requestRefund(s, refund('r2', 12_300))).then(refundAsked('r2', 12_300));
  });

  it('are one refund per refund id, whatever the amount asked again', () => {
    spec.given(requested, opened, captured, refundAsked('r1', 2_300)).when((s) => requestRefund(s, refund('r1', 5_000))).thenNothingHappens();
  });

  it('are refused for a payment that captured nothing, and for amounts that are not whole paise', () => {
    spec.given(requested, opened).when((s) => requestRefund(s, refund('r1', 100))).thenRefuses('Only a captured payment can be refunded');
    spec.given(requested, opened, captured).when((s) => requestRefund(s, refund('r1', 0))).thenRefuses('A refund must be a positive amount in whole paise');
    spec.given(requested, opened, captured).when((s) => requestRefund(s, refund('r1', 1.5))).thenRefuses(PaymentRefusal as unknown as Error);
  });

  it('are submitted once and settle once', () => {
    const submitted: PaymentEvent = { type: 'RefundSubmitted', data: { paymentId: 'p1', orderId: 'o1', refundId: 'r1', providerRefundId: 'rfnd1' } };
    const succeeded: PaymentEvent = { type: 'RefundSucceeded', data: { paymentId: 'p1', orderId: 'o1', refundId: 'r1', amountPaise: 2_300, kind: 'admin', providerRefundId: 'rfnd1' } };
    spec.given(requested, opened, captured, refundAsked('r1', 2_300)).when((s) => submitRefund(s, 'r1', 'rfnd1')).then(submitted);
    spec.given(requested, opened, captured, refundAsked('r1', 2_300), submitted).when((s) => submitRefund(s, 'r1', 'rfnd1')).thenNothingHappens();
    spec.given(requested, opened, captured, refundAsked('r1', 2_300), submitted).when((s) => settleRefund(s, 'r1', { outcome: 'succeeded', providerRefundId: 'rfnd1' })).then(succeeded);
    spec.given(requested, opened, captured, refundAsked('r1', 2_300), submitted, succeeded).when((s) => settleRefund(s, 'r1', { outcome: 'failed', reason: 'late' })).thenNothingHappens();
    spec.given(requested, opened, captured).when((s) => settleRefund(s, 'unknown', { outcome: 'succeeded', providerRefundId: 'x' })).thenNothingHappens();
  });

  it('leave what is refundable as the capture less what has not failed', () => {
    const state = [requested, opened, captured, refundAsked('r1', 2_300)].reduce(evolvePayment, paymentModel.initialState());
    expect(refundablePaise(state)).toBe(10_000);
  });
});

describe('a payment from before the saga (PaymentStarted)', () => {
  it('reads as requested and open at once', () => {
    const started: PaymentEvent = { type: 'PaymentStarted', data: { ...request, providerReference: 'ref' } };
    const state = [started].reduce(evolvePayment, paymentModel.initialState());
    expect(state).toMatchObject({ status: 'pending', providerReference: 'ref', request });
  });
});
