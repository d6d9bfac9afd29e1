import { formatRupees } from '@jhatpat/domain';
import { type RecordedEvent, Refusal, type StreamModel } from '../platform/event-store/index.js';
import type { PaymentEvent, PaymentRequestedData, RefundKind } from './payment.events.js';

/**
 * One payment attempt: requested → pending (open at the provider) → paid | failed | voided. A paid
 * payment is captured once and then refunded in parts or whole; a failed or voided one may still be
 * captured late (the money moved: the order's saga decides whether to keep it).
 */
export type PaymentStatus = 'requested' | 'pending' | 'paid' | 'failed' | 'voided';

export type RefundStatus = 'requested' | 'submitted' | 'succeeded' | 'failed';

export interface RefundState {
  refundId: string;
  amountPaise: number;
  kind: RefundKind;
  reason: string;
  status: RefundStatus;
  providerRefundId: string | null;
}

export interface PaymentState {
  request: PaymentRequestedData | null;
  providerReference: string | null;
  status: PaymentStatus | null;
  capturedPaise: number;
  providerPaymentId: string | null;
  refunds: RefundState[];
  /** The checkout this payment belongs to: every event caused by it carries the same correlation id. */
  correlationId: string | null;
}

export type PaymentRefusalKind = 'not_found' | 'conflict' | 'invalid';

/**
 * A payment command its rules do not allow; the API's exception filter answers it by its kind (404, 409,
 * 400). Message first, kind second, as every Refusal (and OrderRefusal) takes them.
 */
export class PaymentRefusal extends Refusal {
  override name = 'PaymentRefusal';
  constructor(
    message: string,
    override readonly kind: PaymentRefusalKind,
  ) {
    super(message, kind);
  }
}

export const paymentNotFound = () => new PaymentRefusal('Payment not found', 'not_found');

export const paymentModel: StreamModel<PaymentState> = {
  initialState: () => ({ request: null, providerReference: null, status: null, capturedPaise: 0, providerPaymentId: null, refunds: [], correlationId: null }),
  evolve: (state, event) => evolvePayment(state, event),
};

export function evolvePayment(state: PaymentState, event: RecordedEvent | PaymentEvent): PaymentState {
  const e = event as PaymentEvent;
  const correlationId = state.correlationId ?? (('metadata' in event && (event.metadata.correlationId as string | undefined)) || null);
  switch (e.type) {
    case 'PaymentRequested':
      return { ...state, request: e.data, status: 'requested', correlationId };
    case 'PaymentStarted': {
      const { providerReference, ...request } = e.data;
      return { ...state, request, providerReference, status: 'pending', correlationId };
    }
    case 'PaymentOpened':
      return { ...state, providerReference: e.data.providerReference, status: 'pending' };
    case 'PaymentSucceeded':
      return { ...state, status: 'paid', capturedPaise: e.data.amountPaise, providerPaymentId: e.data.providerPaymentId ?? state.providerPaymentId };
    case 'PaymentFailed':
      return { ...state, status: 'failed' };
    case 'PaymentVoided':
      return { ...state, status: 'voided' };
    case 'RefundRequested': {
      const { refundId, amountPaise, kind, reason } = e.data;
      return { ...state, refunds: [...state.refunds, { refundId, amountPaise, kind, reason, status: 'requested', providerRefundId: null }] };
    }
    case 'RefundSubmitted':
      return withRefund(state, e.data.refundId, { status: 'submitted', providerRefundId: e.data.providerRefundId });
    case 'RefundSucceeded':
      return withRefund(state, e.data.refundId, { status: 'succeeded', providerRefundId: e.data.providerRefundId });
    case 'RefundFailed':
      return withRefund(state, e.data.refundId, { status: 'failed' });
    default:
      return state;
  }
}

const withRefund = (state: PaymentState, refundId: string, change: Partial<RefundState>): PaymentState => ({
  ...state,
  refunds: state.refunds.map((refund) => (refund.refundId === refundId ? { ...refund, ...change } : refund)),
});

/** What may still be refunded: the capture less every refund that has not failed. */
export const refundablePaise = (state: PaymentState): number =>
  state.capturedPaise - state.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0);

export const refundedPaise = (state: PaymentState): number => state.refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amountPaise, 0);

/** Its page may take money: open at the provider, not settled, not voided. */
export const isPayable = (state: PaymentState): boolean => state.status === 'pending';

function requested(state: PaymentState): PaymentRequestedData {
  if (!state.request) throw paymentNotFound();
  return state.request;
}

export function requestPayment(state: PaymentState, request: PaymentRequestedData): PaymentEvent[] {
  return state.request ? [] : [{ type: 'PaymentRequested', data: request }];
}

export function openPayment(state: PaymentState, providerReference: string): PaymentEvent[] {
  const { paymentId, orderId } = requested(state);
  return state.status === 'requested' ? [{ type: 'PaymentOpened', data: { paymentId, orderId, providerReference } }] : [];
}

export interface ProviderOutcome {
  outcome: 'succeeded' | 'failed';
  providerEventId: string;
  reason?: string;
  providerPaymentId?: string;
  /** What the provider captured, when it differs from what was asked (the saga refunds such a capture). */
  amountPaise?: number;
}

/**
 * What a provider's verdict means for the payment. Captured at most once (a repeat is a no-op); a
 * capture after a failure or a void is recorded, because the money did move; a failure of a payment
 * that is already settled or voided changes nothing.
 */
export function settlePayment(state: PaymentState, verdict: ProviderOutcome): PaymentEvent[] {
  const { paymentId, orderId, method, amountPaise, provider } = requested(state);
  if (state.status === 'paid') return [];
  if (verdict.outcome === 'succeeded') {
    const providerPaymentId = verdict.providerPaymentId ? { providerPaymentId: verdict.providerPaymentId } : {};
    const data = { paymentId, orderId, method, amountPaise: verdict.amountPaise ?? amountPaise, provider, providerReference: state.providerReference ?? '', providerEventId: verdict.providerEventId, ...providerPaymentId };
    return [{ type: 'PaymentSucceeded', data }];
  }
  if (state.status !== 'pending' && state.status !== 'requested') return [];
  const reason = (verdict.reason ?? 'declined').slice(0, 200);
  return [{ type: 'PaymentFailed', data: { paymentId, orderId, method, amountPaise, provider, reason, providerEventId: verdict.providerEventId } }];
}

/** The order will not take this attempt: a requested or open payment is closed; anything else is left as it is. */
export function voidPayment(state: PaymentState, reason: string): PaymentEvent[] {
  const { paymentId, orderId } = requested(state);
  return state.status === 'requested' || state.status === 'pending' ? [{ type: 'PaymentVoided', data: { paymentId, orderId, reason } }] : [];
}

export interface RefundRequest {
  refundId: string;
  amountPaise: number;
  kind: RefundKind;
  reason: string;
}

/** Never more than was captured, counting every refund that has not failed; the same refund id twice is one refund. */
export function requestRefund(state: PaymentState, refund: RefundRequest): PaymentEvent[] {
  const { paymentId, orderId } = requested(state);
  if (state.refunds.some((r) => r.refundId === refund.refundId)) return [];
  if (state.status !== 'paid') throw new PaymentRefusal('Only a captured payment can be refunded', 'conflict');
  if (!Number.isInteger(refund.amountPaise) || refund.amountPaise <= 0) throw new PaymentRefusal('A refund must be a positive amount in whole paise', 'invalid');
  const refundable = refundablePaise(state);
  if (refund.amountPaise > refundable) {
    throw new PaymentRefusal(refundable === 0 ? 'This payment has been refunded in full' : `At most ${formatRupees(refundable)} of this payment can be refunded`, 'conflict');
  }
  return [{ type: 'RefundRequested', data: { paymentId, orderId, ...refund, reason: refund.reason.slice(0, 200) } }];
}

export function submitRefund(state: PaymentState, refundId: string, providerRefundId: string): PaymentEvent[] {
  const { paymentId, orderId } = requested(state);
  const refund = state.refunds.find((r) => r.refundId === refundId);
  return refund?.status === 'requested' ? [{ type: 'RefundSubmitted', data: { paymentId, orderId, refundId, providerRefundId } }] : [];
}

/** A refund settles once; a verdict about a refund we never asked for, or one already settled, changes nothing. */
export type RefundVerdict = { outcome: 'succeeded'; providerRefundId: string } | { outcome: 'failed'; reason: string };

export function settleRefund(state: PaymentState, refundId: string, verdict: RefundVerdict): PaymentEvent[] {
  const { paymentId, orderId } = requested(state);
  const refund = state.refunds.find((r) => r.refundId === refundId);
  if (!refund || (refund.status !== 'requested' && refund.status !== 'submitted')) return [];
  if (verdict.outcome === 'succeeded') {
    return [{ type: 'RefundSucceeded', data: { paymentId, orderId, refundId, amountPaise: refund.amountPaise, kind: refund.kind, providerRefundId: verdict.providerRefundId } }];
  }
  return [{ type: 'RefundFailed', data: { paymentId, orderId, refundId, amountPaise: refund.amountPaise, kind: refund.kind, reason: verdict.reason.slice(0, 200) } }];
}

/**
 * What may be asked of one payment attempt, with everything its rules need (the provider, its
 * references, amounts and ids come in: the decider reads no clock, makes no id, asks no one).
 */
export type PaymentDeciderCommand =
  | { type: 'RequestPayment'; request: PaymentRequestedData }
  | { type: 'OpenPayment'; providerReference: string }
  | { type: 'SettlePayment'; verdict: ProviderOutcome }
  | { type: 'VoidPayment'; reason: string }
  | { type: 'RequestRefund'; refund: RefundRequest }
  | { type: 'SubmitRefund'; refundId: string; providerRefundId: string }
  | { type: 'SettleRefund'; refundId: string; verdict: RefundVerdict };

/** The payment's rules in one place: the events a command makes of the attempt's state, or a PaymentRefusal. */
export function decidePayment(command: PaymentDeciderCommand, state: PaymentState): PaymentEvent[] {
  switch (command.type) {
    case 'RequestPayment':
      return requestPayment(state, command.request);
    case 'OpenPayment':
      return openPayment(state, command.providerReference);
    case 'SettlePayment':
      return settlePayment(state, command.verdict);
    case 'VoidPayment':
      return voidPayment(state, command.reason);
    case 'RequestRefund':
      return requestRefund(state, command.refund);
    case 'SubmitRefund':
      return submitRefund(state, command.refundId, command.providerRefundId);
    case 'SettleRefund':
      return settleRefund(state, command.refundId, command.verdict);
  }
}

/** Emmett's Decider shape: decide, evolve and where a new attempt starts. */
export const paymentDecider = { decide: decidePayment, evolve: evolvePayment, initialState: paymentModel.initialState };
