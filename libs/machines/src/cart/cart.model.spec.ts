import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { gate, settle } from '../shared/gate.js';
import type { CartLine } from './cart-lines.js';
import { cartMachine } from './cart.machine.js';
import { selectCartCount, selectCartError, selectIsProductBusy } from './cart.selectors.js';

// The abstract model: server answers are plain events, so @xstate/graph can walk it (no invoke/after).
const model = createMachine({
  id: 'model',
  initial: 'guestEmpty',
  states: {
    guestEmpty: { on: { add: 'guestOne', 'login.customer': 'loading', 'login.admin': 'off' } },
    guestOne: { on: { add: 'guestTwo', remove: 'guestEmpty', 'login.customer': 'merging' } },
    guestTwo: { on: { remove: 'guestOne' } },
    off: {},
    merging: { on: { 'line.pushed': 'loadingMerged' } },
    loadingMerged: { on: { 'cart.loaded': 'idle' } },
    loading: { on: { 'cart.loaded': 'idle', 'cart.failed': 'empty' } },
    empty: {},
    idle: { on: { add: 'saving', logout: 'guestEmpty' } },
    saving: { on: { 'save.succeeded': 'saved', 'save.failed': 'reverted', add: 'queued' } },
    queued: { on: { 'save.succeeded': 'savingQueued' } },
    savingQueued: { on: { 'save.succeeded': 'savedQueued' } },
    saved: {},
    savedQueued: {},
    reverted: {},
  },
});

type View = { value: object | string; count: number; busy?: boolean; milkBusy?: boolean; error?: string; onWire?: number };
const views: Record<string, View> = {
  guestEmpty: { value: { cart: { guest: 'ready' } }, count: 0 },
  guestOne: { value: { cart: { guest: 'ready' } }, count: 1 },
  guestTwo: { value: { cart: { guest: 'ready' } }, count: 2 },
  off: { value: { cart: 'off' }, count: 0 },
  merging: { value: { cart: 'merging' }, count: 1, busy: true, onWire: 1 },
  loading: { value: { cart: { customer: 'loading' } }, count: 0, busy: true },
  // The pushed guest lines stay on show until the server cart arrives.
  loadingMerged: { value: { cart: { customer: 'loading' } }, count: 1, busy: true },
  empty: { value: { cart: { customer: 'ready' } }, count: 0 },
  idle: { value: { cart: { customer: 'ready' } }, count: 2 },
  saving: { value: { cart: { customer: 'ready' } }, count: 3, milkBusy: true, onWire: 1 },
  queued: { value: { cart: { customer: 'ready' } }, count: 4, milkBusy: true, onWire: 1 },
  savingQueued: { value: { cart: { customer: 'ready' } }, count: 4, milkBusy: true, onWire: 1 },
  saved: { value: { cart: { customer: 'ready' } }, count: 3 },
  savedQueued: { value: { cart: { customer: 'ready' } }, count: 4 },
  reverted: { value: { cart: { customer: 'ready' } }, count: 2, error: 'Failed to update cart' },
};

const milk = { name: 'Milk', price: 3000 };
function startSut() {
  const fetchCart = gate<CartLine[]>();
  const save = gate<CartLine[], { productId: string; quantity: number }>();
  const machine = cartMachine.provide({
    actors: { loadGuestCart: fromPromise(async (): Promise<CartLine[]> => []), fetchCart: fetchCart.logic, saveQuantity: save.logic },
  });
  const actor = createActor(machine, { clock: new SimulatedClock(), input: {} }).start();
  return { actor, fetchCart, save };
}

describe('cart model', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(`reaches ${path.description}`, async () => {
      const { actor, fetchCart, save } = startSut();
      await settle();
      const change = (delta: number) => void actor.send({ type: 'quantity.change', productId: 'milk', delta, product: milk });
      await path.test({
        states: Object.fromEntries(Object.entries(views).map(([key, view]) => [key, () => {
          const snap = actor.getSnapshot();
          expect(snap.matches(view.value as never)).toBe(true);
          expect(selectCartCount(snap)).toBe(view.count);
          expect(snap.hasTag('busy')).toBe(view.busy ?? false);
          expect(selectIsProductBusy(snap, 'milk')).toBe(view.milkBusy ?? false);
          expect(selectCartError(snap)).toBe(view.error ?? null);
          // Never more than one save on the wire for milk, whatever the path.
          expect(save.pending).toBe(view.onWire ?? 0);
        }])),
        events: {
          add: () => change(1),
          remove: () => change(-1),
          'login.customer': () => void actor.send({ type: 'session.login', role: 'customer' }),
          'login.admin': () => void actor.send({ type: 'session.login', role: 'admin' }),
          logout: async () => { actor.send({ type: 'session.logout' }); await settle(); },
          'line.pushed': () => save.answer((input) => [{ productId: input.productId, ...milk, quantity: input.quantity }]),
          'cart.loaded': () => fetchCart.open([{ productId: 'milk', ...milk, quantity: 2 }]),
          'cart.failed': () => fetchCart.break(new Error('down')),
          'save.succeeded': () => save.answer((input) => [{ productId: input.productId, ...milk, quantity: input.quantity }]),
          'save.failed': () => save.break(new Error('down')),
        },
      });
    });
  }
});
