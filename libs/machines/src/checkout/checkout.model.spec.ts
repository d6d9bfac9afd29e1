import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { gate, settle } from '../shared/gate.js';
import type { CartLine } from '../cart/cart-lines.js';
import { checkoutMachine, type CheckoutAddress, type PlaceOrderInput } from './checkout.machine.js';
import { selectCheckoutError, selectOutcome, selectPlaceOrderLabel, selectProceedLabel } from './checkout.selectors.js';

// The abstract model: async outcomes are plain events, so @xstate/graph can walk it (no invoke/after).
const model = createMachine({
  id: 'model',
  initial: 'loadingAddresses',
  states: {
    loadingAddresses: { on: { 'addresses.loaded': 'loadingCart', 'addresses.failed': 'addressesFailed' } },
    loadingCart: { on: { 'cart.loaded': 'noAddress', 'cart.failed': 'cartFailed' } },
    addressesFailed: { on: { 'checkout.retry': 'loadingAddresses' } },
    cartFailed: { on: { 'checkout.retry': 'loadingAddresses' } },
    noAddress: { on: { 'address.proceed': 'addressRequired', 'address.select': 'addressChosen' } },
    addressRequired: { on: { 'address.select': 'addressChosen' } },
    addressChosen: { on: { 'address.proceed': 'noMethod' } },
    noMethod: { on: { 'payment.submit': 'methodRequired', 'choose.cod': 'cod', 'choose.card': 'card', 'address.change': 'addressChosen' } },
    methodRequired: { on: { 'choose.cod': 'cod' } },
    cod: { on: { 'payment.submit': 'placingCod', 'choose.card': 'card' } },
    card: { on: { 'payment.submit': 'placingCard' } },
    placingCod: { on: { 'order.placed': 'clearingCart', 'order.failed': 'orderFailed', 'order.unauthorised': 'loginRequired' } },
    placingCard: { on: { 'order.placed': 'redirecting' } },
    orderFailed: { on: { 'payment.submit': 'placingCod' } },
    clearingCart: { on: { 'cart.cleared': 'confirmed', 'cart.clearFailed': 'confirmed' } },
    confirmed: { type: 'final' },
    redirecting: { type: 'final' },
    loginRequired: { type: 'final' },
  },
});

type View = { value: string; busy?: boolean; error?: string | null; proceed?: string; place?: string; outcome?: string | null };
const views: Record<string, View> = {
  loadingAddresses: { value: 'loadingAddresses', busy: true },
  loadingCart: { value: 'loadingCart', busy: true },
  addressesFailed: { value: 'failed', error: 'Failed to load address' },
  cartFailed: { value: 'failed', error: 'Failed to load cart items' },
  noAddress: { value: 'choosingAddress', proceed: 'Select an Address', error: null },
  addressRequired: { value: 'choosingAddress', proceed: 'Select an Address', error: 'Please select an address' },
  addressChosen: { value: 'choosingAddress', proceed: 'Proceed to Payment', error: null },
  noMethod: { value: 'payment', place: 'Pay Now', error: null },
  methodRequired: { value: 'payment', error: 'Please select a payment method' },
  cod: { value: 'payment', place: 'Place Order (COD)', error: null },
  card: { value: 'payment', place: 'Pay Now', error: null },
  placingCod: { value: 'placing', busy: true },
  placingCard: { value: 'placing', busy: true },
  orderFailed: { value: 'payment', error: 'Error placing order. Please try again.', place: 'Place Order (COD)' },
  clearingCart: { value: 'clearingCart', busy: true },
  confirmed: { value: 'confirmed', outcome: 'confirmed' },
  redirecting: { value: 'redirecting', outcome: 'payment.redirect' },
  loginRequired: { value: 'loginRequired', outcome: 'login.required' },
};

function startSut() {
  const gates = {
    addresses: gate<CheckoutAddress[]>(),
    cart: gate<CartLine[]>(),
    order: gate<{ orderId: string; paymentUrl?: string }, PlaceOrderInput>(),
    clear: gate<void>(),
  };
  const machine = checkoutMachine.provide({
    actors: {
      loadAddresses: gates.addresses.logic, loadCart: gates.cart.logic, placeOrder: gates.order.logic, clearCart: gates.clear.logic,
      createIdempotencyKey: fromPromise(async () => 'key-1'),
    },
  });
  return { gates, actor: createActor(machine, { input: {} }).start() };
}

describe('checkout model', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(`reaches ${path.description}`, async () => {
      const { gates, actor } = startSut();
      await path.test({
        states: Object.fromEntries(Object.entries(views).map(([key, view]) => [key, () => {
          const snap = actor.getSnapshot();
          expect(snap.matches(view.value as never)).toBe(true);
          expect(snap.hasTag('busy')).toBe(view.busy ?? false);
          if ('error' in view) expect(selectCheckoutError(snap)).toBe(view.error);
          if (view.proceed) expect(selectProceedLabel(snap)).toBe(view.proceed);
          if (view.place) expect(selectPlaceOrderLabel(snap)).toBe(view.place);
          expect(selectOutcome(snap)).toBe(view.outcome ?? null);
        }])),
        events: {
          'addresses.loaded': () => (gates.addresses.open([{ _id: 'home' }])),
          'addresses.failed': () => (gates.addresses.break(new Error('x'))),
          'cart.loaded': () => (gates.cart.open([])),
          'cart.failed': () => (gates.cart.break(new Error('x'))),
          'checkout.retry': () => void actor.send({ type: 'checkout.retry' }),
          'address.select': () => void actor.send({ type: 'address.select', addressId: 'home' }),
          'address.proceed': () => void actor.send({ type: 'address.proceed' }),
          'address.change': () => void actor.send({ type: 'address.change' }),
          'choose.cod': () => void actor.send({ type: 'payment.choose', method: 'COD' }),
          'choose.card': () => void actor.send({ type: 'payment.choose', method: 'CARD' }),
          'payment.submit': async () => { actor.send({ type: 'payment.submit' }); await settle(); },
          'order.placed': () => (gates.order.open({ orderId: 'o1', paymentUrl: 'https://pay.example/o1' })),
          'order.failed': () => (gates.order.break(new Error('x'))),
          'order.unauthorised': () => (gates.order.break(Object.assign(new Error('no'), { status: 401 }))),
          'cart.cleared': () => (gates.clear.open(undefined)),
          'cart.clearFailed': () => (gates.clear.break(new Error('x'))),
        },
      });
    });
  }
});
