import { assign, emit, fromPromise, setup } from 'xstate';
import { needsLogin, serverMessage } from '../shared/server-message.js';

export interface RetryPaymentContext {
  orderId: string;
  /** The page of the attempt the API answered. */
  paymentUrl: string | null;
  error: string | null;
}

export type RetryPaymentEvent = { type: 'payment.retry' };

export type RetryPaymentEmitted = { type: 'payment.open'; paymentUrl: string } | { type: 'login.required' };

/** Shown when the server gave no reason (offline, a 5xx without text). */
export const RETRY_PAYMENT_FAILED = 'Could not open the payment page. Please try again.';

/** 409: already paid, cancelled, or a cash order; 404: not this customer's. Asking again changes nothing. */
const isRefused = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 409 || status === 404;
};

/**
 * "Retry Payment" after a failed attempt (docs/decisions.md#payment-retry): each retry asks the API for the
 * order's payment (POST /user-orders/{id}/payment), which answers its open attempt or a new one; the
 * failed attempt's page takes no more money, so it is never opened again.
 */
export const retryPaymentMachine = setup({
  types: {
    context: {} as RetryPaymentContext,
    events: {} as RetryPaymentEvent,
    emitted: {} as RetryPaymentEmitted,
    input: {} as { orderId: string },
  },
  actors: {
    payOrder: fromPromise<{ paymentUrl: string }, { orderId: string }>(async () => {
      throw new Error('payOrder must be provided');
    }),
  },
  guards: {
    needsLogin: ({ event }) => needsLogin((event as { error?: unknown }).error),
    isRefused: ({ event }) => isRefused((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'retryPayment',
  context: ({ input }) => ({ orderId: input.orderId, paymentUrl: null, error: null }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'payment.retry': { target: 'paying', actions: assign({ error: null }) } },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        src: 'payOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'opened',
          actions: [
            assign({ paymentUrl: ({ event }) => event.output.paymentUrl }),
            emit(({ event }) => ({ type: 'payment.open' as const, paymentUrl: event.output.paymentUrl })),
          ],
        },
        onError: [
          // docs/product.md §6: a 401 or 403 sends the shopper to log in.
          { guard: 'needsLogin', target: 'ready', actions: emit({ type: 'login.required' as const }) },
          { guard: 'isRefused', target: 'refused', actions: assign({ error: ({ event }) => serverMessage(event.error, RETRY_PAYMENT_FAILED) }) },
          { target: 'ready', actions: assign({ error: ({ event }) => serverMessage(event.error, RETRY_PAYMENT_FAILED) }) },
        ],
      },
    },
    /** The payment page is open (a card's frame on this screen) or the tab is leaving for it. */
    opened: { type: 'final' },
    /** The order can no longer be paid: the server's reason is shown, and no retry is offered. */
    refused: { tags: ['error'], type: 'final' },
  },
});
