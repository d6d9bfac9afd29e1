import type { RecordedEvent, StreamModel } from '../platform/event-store/index.js';
import type { PaymentEvent, PaymentStartedData } from './payment.events.js';

/** docs/decisions.md#payment-status: the one vocabulary (a payment itself is never refunded here). */
export type PaymentState = { started: PaymentStartedData | null; status: 'pending' | 'paid' | 'failed' | null };

export type PaymentOutcome = 'succeeded' | 'failed';

export class PaymentNotFoundError extends Error {
  override name = 'PaymentNotFoundError';
  constructor() {
    super('Payment not found');
  }
}

export function evolvePayment(state: PaymentState, event: RecordedEvent | PaymentEvent): PaymentState {
  const e = event as PaymentEvent;
  switch (e.type) {
    case 'PaymentStarted':
      return { started: e.data, status: 'pending' };
    case 'PaymentSucceeded':
      return { ...state, status: 'paid' };
    case 'PaymentFailed':
      return { ...state, status: 'failed' };
    default:
      return state;
  }
}

export const paymentModel: StreamModel<PaymentState> = {
  initialState: () => ({ started: null, status: null }),
  evolve: evolvePayment,
};

/**
 * What a provider's verdict means for the payment. Never back from paid (a repeat success or a late
 * failure is a no-op); a success after a failure is recorded, because the money did move.
 */
export function settlePayment(state: PaymentState, outcome: PaymentOutcome, providerEventId: string, reason = 'declined'): PaymentEvent[] {
  const started = state.started;
  if (!started) throw new PaymentNotFoundError();
  if (state.status === 'paid') return [];
  const { paymentId, orderId, method, amountPaise, provider, providerReference } = started;
  if (outcome === 'succeeded') {
    return [{ type: 'PaymentSucceeded', data: { paymentId, orderId, method, amountPaise, provider, providerReference, providerEventId } }];
  }
  if (state.status === 'failed') return [];
  return [{ type: 'PaymentFailed', data: { paymentId, orderId, method, amountPaise, provider, reason: reason.slice(0, 200), providerEventId } }];
}
