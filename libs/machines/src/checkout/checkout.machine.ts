import { computeBill, type Bill } from '@jhatpat/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { hasShortLines, type CartLine } from '../cart/cart-lines.js';
import { needsLogin, serverMessage } from '../shared/server-message.js';
import { shortLinesOf, stillShort, type ShortLine } from './short-lines.js';

export const paymentMethods = ['COD', 'CARD', 'UPI'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export interface CheckoutAddress {
  _id: string;
  isDefault?: boolean;
  [field: string]: unknown;
}

export interface PlaceOrderInput {
  addressId: string;
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
  lines: CartLine[];
  bill: Bill;
}

export interface CheckoutContext {
  tipPaise: number;
  donation: boolean;
  addresses: CheckoutAddress[];
  lines: CartLine[];
  selectedAddressId: string | null;
  paymentMethod: PaymentMethod | null;
  /** One per attempt: kept when the same attempt is retried, dropped when address or method change. */
  idempotencyKey: string | null;
  orderId: string | null;
  paymentUrl: string | null;
  error: string | null;
  /** Issue 18: the lines the last refusal said the shop cannot fill, until the shopper fixes them. */
  shortLines: ShortLine[];
  cartClearFailed: boolean;
}

export type CheckoutEvent =
  | { type: 'checkout.retry' }
  | { type: 'address.select'; addressId: string }
  | { type: 'address.proceed' }
  | { type: 'address.change' }
  | { type: 'payment.choose'; method: PaymentMethod }
  | { type: 'payment.submit' }
  /** The server cart after the shopper fixed short lines; the order to place has changed, so it is a new attempt. */
  | { type: 'lines.fixed'; lines: CartLine[] };

export type CheckoutEmitted = { type: 'payment.redirect'; paymentUrl: string; orderId: string } | { type: 'login.required' };

const newAttempt = { idempotencyKey: null, error: null } as const;

/** docs/product.md §2 /checkout and /payment, §4 "Payment methods", §8 "Payment and orders". */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    input: {} as { tipPaise?: number; donation?: boolean } | undefined,
  },
  actors: {
    loadAddresses: fromPromise<CheckoutAddress[]>(async () => []),
    loadCart: fromPromise<CartLine[]>(async () => []),
    /** Provided by the app (e.g. crypto.randomUUID); called once per attempt. */
    createIdempotencyKey: fromPromise<string>(async () => {
      throw new Error('createIdempotencyKey must be provided');
    }),
    placeOrder: fromPromise<{ orderId: string; paymentUrl?: string }, PlaceOrderInput>(async () => {
      throw new Error('placeOrder must be provided');
    }),
    clearCart: fromPromise<void>(async () => {}),
  },
  guards: {
    isKnownAddress: ({ context, event }) => event.type === 'address.select' && context.addresses.some((a) => a._id === event.addressId),
    hasSelectedAddress: ({ context }) => context.selectedAddressId !== null,
    hasPaymentMethod: ({ context }) => context.paymentMethod !== null,
    hasIdempotencyKey: ({ context }) => context.idempotencyKey !== null,
    isCashOnDelivery: ({ context }) => context.paymentMethod === 'COD',
    needsLogin: ({ event }) => needsLogin((event as { error?: unknown }).error),
    hasShortLines: ({ context }) => context.shortLines.length > 0 || hasShortLines(context.lines),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    tipPaise: input?.tipPaise ?? 0, donation: input?.donation ?? true, addresses: [], lines: [],
    selectedAddressId: null, paymentMethod: null, idempotencyKey: null, orderId: null, paymentUrl: null, error: null, shortLines: [], cartClearFailed: false,
  }),
  initial: 'loadingAddresses',
  states: {
    loadingAddresses: {
      tags: ['busy'],
      invoke: {
        src: 'loadAddresses',
        onDone: {
          target: 'loadingCart',
          actions: assign(({ context, event }) => ({
            addresses: event.output,
            // Issue 19 item 11: the default address is chosen already (one the shop delivers to); the shopper may pick another.
            selectedAddressId: context.selectedAddressId ?? event.output.find((address) => address.isDefault && address.serviceable !== false)?._id ?? null,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: 'Failed to load address' }) },
      },
    },
    loadingCart: {
      tags: ['busy'],
      invoke: {
        src: 'loadCart',
        onDone: { target: 'choosingAddress', actions: assign({ lines: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: 'Failed to load cart items' }) },
      },
    },
    failed: { tags: ['error'], on: { 'checkout.retry': { target: 'loadingAddresses', actions: assign({ error: null }) } } },
    choosingAddress: {
      on: {
        'address.select': { guard: 'isKnownAddress', actions: assign(({ event }) => ({ selectedAddressId: event.addressId, ...newAttempt })) },
        'address.proceed': [
          { guard: 'hasSelectedAddress', target: 'payment', actions: assign({ error: null }) },
          { actions: assign({ error: 'Please select an address' }) },
        ],
      },
    },
    payment: {
      on: {
        'address.change': 'choosingAddress',
        'payment.choose': { actions: assign(({ event }) => ({ paymentMethod: event.method, ...newAttempt })) },
        'lines.fixed': {
          actions: assign(({ context, event }) => {
            const shortLines = stillShort(context.shortLines, event.lines);
            return { lines: event.lines, shortLines, idempotencyKey: null, error: shortLines.length > 0 ? context.error : null };
          }),
        },
        'payment.submit': [
          // Issue 18: the same order would be refused again until its short lines are fixed.
          { guard: 'hasShortLines', actions: assign({ error: 'Some items have less stock than you want. Fix them to continue.' }) },
          { guard: 'hasPaymentMethod', target: 'placing', actions: assign({ error: null }) },
          { actions: assign({ error: 'Please select a payment method' }) },
        ],
      },
    },
    placing: {
      tags: ['busy'],
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasIdempotencyKey', target: 'sending' }, { target: 'keying' }] },
        keying: {
          invoke: { src: 'createIdempotencyKey', onDone: { target: 'sending', actions: assign({ idempotencyKey: ({ event }) => event.output }) } },
        },
        sending: {
          invoke: {
            src: 'placeOrder',
            input: ({ context }) => ({
              addressId: context.selectedAddressId!, paymentMethod: context.paymentMethod!, idempotencyKey: context.idempotencyKey!,
              lines: context.lines, bill: computeBill({ lines: context.lines, tipPaise: context.tipPaise, donation: context.donation }),
            }),
            onDone: [
              { guard: 'isCashOnDelivery', target: '#checkout.clearingCart', actions: assign({ orderId: ({ event }) => event.output.orderId }) },
              {
                target: '#checkout.redirecting',
                actions: [
                  assign({ orderId: ({ event }) => event.output.orderId, paymentUrl: ({ event }) => event.output.paymentUrl ?? null }),
                  emit(({ context }) => ({ type: 'payment.redirect' as const, paymentUrl: context.paymentUrl ?? '', orderId: context.orderId ?? '' })),
                ],
              },
            ],
            onError: [
              { guard: 'needsLogin', target: '#checkout.loginRequired' },
              // Back to payment with the key kept: submitting again retries the same attempt.
              {
                target: '#checkout.payment',
                actions: assign({ error: ({ event }) => serverMessage(event.error, 'Error placing order. Please try again.'), shortLines: ({ event }) => shortLinesOf(event.error) }),
              },
            ],
          },
        },
      },
    },
    clearingCart: {
      tags: ['busy'],
      // docs/product.md §8: a failed cart clear after an order is only a warning.
      invoke: { src: 'clearCart', onDone: 'confirmed', onError: { target: 'confirmed', actions: assign({ cartClearFailed: true }) } },
    },
    confirmed: { type: 'final' },
    redirecting: { type: 'final' },
    loginRequired: { type: 'final', entry: emit({ type: 'login.required' }) },
  },
  output: ({ context }) => ({ orderId: context.orderId, paymentUrl: context.paymentUrl }),
});
