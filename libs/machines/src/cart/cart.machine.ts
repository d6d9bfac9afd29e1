import { shopRules, type Role } from '@jhatpat/domain';
import { assign, enqueueActions, fromPromise, raise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { ceilingOf, quantityOf, setQuantity, type CartLine, type ProductSummary } from './cart-lines.js';
import { beginSave, productOfSave, replaceCart, revertSave, settleSave, type SaveBook, type SaveId } from './cart-saves.js';

/** `lines` is what the shopper sees: `serverLines` with the unconfirmed intents (`saving`, `queued`) on top. */
export interface CartContext extends SaveBook {
  role: Role | null;
  mergeQueue: CartLine[];
  /** Changes the shopper made while the cart was still loading or merging: applied, in order, once it is ready. */
  held: QuantityChange[];
  tipPaise: number;
  donation: boolean;
  error: string | null;
}

export type CartEvent =
  | { type: 'quantity.change'; productId: string; delta: number; product?: ProductSummary }
  | { type: 'tip.choose'; paise: number }
  | { type: 'tip.clear' }
  | { type: 'donation.toggle' }
  | { type: 'error.dismiss' }
  | { type: 'cart.reload' }
  | { type: 'session.login'; role: Role }
  | { type: 'session.logout' }
  | { type: 'pulse.start' }
  // Spawned saves report back under their own ids (one per attempt), so several run at once.
  | SaveDone
  | SaveFailed;

type SaveDone = DoneActorEvent<CartLine[], SaveId>;
type SaveFailed = ErrorActorEvent<unknown, SaveId>;
type QuantityChange = Extract<CartEvent, { type: 'quantity.change' }>;

/** docs/product.md §4 "Cart quantity change" and "Cart options"; the app provides storage and server actors. */
export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, input: {} as { role?: Role | null; choices?: { tipPaise: number; donation: boolean } | null } | undefined },
  actors: {
    loadGuestCart: fromPromise<CartLine[]>(async () => []),
    fetchCart: fromPromise<CartLine[]>(async () => []),
    /** Sends the ABSOLUTE new quantity (POST /cart/add); resolves to the whole cart. */
    saveQuantity: fromPromise<CartLine[], { productId: string; quantity: number }>(async () => []),
  },
  actions: {
    /** Writes context.lines to browser storage as guestCart; provided by the app. */
    saveGuestCart: () => {},
    removeGuestCart: () => {},
    startPulse: raise({ type: 'pulse.start' }),
    applyGuestChange: assign({
      lines: ({ context, event }) => {
        const { productId, delta, product } = event as QuantityChange;
        return setQuantity(context.lines, productId, quantityOf(context.lines, productId) + delta, product);
      },
    }),
    applyServerChange: enqueueActions(({ context, event, enqueue }) => {
      const { productId, delta, product } = event as QuantityChange;
      const step = beginSave(context, productId, quantityOf(context.lines, productId) + delta, product);
      enqueue.assign(step.patch);
      if (step.spawn) enqueue.spawnChild('saveQuantity', step.spawn);
    }),
    settleSave: enqueueActions(({ context, event, enqueue }) => {
      const { actorId, output } = event as SaveDone;
      const step = settleSave(context, productOfSave(context, actorId)!, output);
      enqueue.assign(step.patch);
      if (step.spawn) enqueue.spawnChild('saveQuantity', step.spawn);
    }),
    revertSave: assign(({ context, event }) => {
      const { actorId, error } = event as SaveFailed;
      return revertSave(context, productOfSave(context, actorId)!, error).patch;
    }),
    replaceCart: assign(({ context, event }) => replaceCart(context, (event as SaveDone).output)),
    emptyCart: assign({ lines: [], serverLines: [], saving: {}, queued: {}, mergeQueue: [] }),
    // A tap on ADD while the cart loads (a slow network, a busy phone) is kept, not dropped: the journeys
    // lost it under load (CI of 2a22a0c), and so would a shopper. Deltas, so they add to whatever loads.
    holdChange: assign({ held: ({ context, event }) => [...context.held, event as QuantityChange] }),
    applyHeldChanges: enqueueActions(({ context, enqueue }) => {
      for (const change of context.held) enqueue.raise(change);
      enqueue.assign({ held: [] });
    }),
    dropHeldChanges: assign({ held: [] }),
    stopSaves: enqueueActions(({ context, enqueue }) => {
      for (const save of Object.values(context.saving)) enqueue.stopChild(save.actorId);
    }),
  },
  guards: {
    // docs/product.md §4: the cart is not loaded for admins; the other staff (delivery, auditors) have none either.
    isStaffLogin: ({ event }) => event.type === 'session.login' && event.role !== 'customer',
    isStaffSession: ({ context }) => context.role !== null && context.role !== 'customer',
    isSignedIn: ({ context }) => context.role !== null,
    // Issue 18: an increase never goes past what the shop has left; a decrease is always fine (it is the fix).
    isAcceptableChange: ({ context, event }) =>
      event.type === 'quantity.change' && Number.isInteger(event.delta) && event.delta !== 0 && quantityOf(context.lines, event.productId) + event.delta >= 0 &&
      (event.delta < 0 || quantityOf(context.lines, event.productId) + event.delta <= ceilingOf(context.lines, event.productId, event.product)),
    isSaveOfOurs: ({ context, event }) => productOfSave(context, (event as SaveDone).actorId) !== undefined,
    hasGuestLinesToPush: ({ context }) => context.mergeQueue.length > 0,
    isValidTip: ({ event }) => event.type === 'tip.choose' && Number.isInteger(event.paise) && event.paise > 0,
  },
  delays: { cartPulse: shopRules.cartPulseMs },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({
    role: input?.role ?? null,
    lines: [], serverLines: [], saving: {}, queued: {}, saveCount: 0, mergeQueue: [], held: [],
    // Issue 19 item 10: the tip and donation chosen before a reload come back (the app keeps them in browser storage).
    tipPaise: Number.isInteger(input?.choices?.tipPaise) && input!.choices!.tipPaise > 0 ? input!.choices!.tipPaise : 0,
    donation: typeof input?.choices?.donation === 'boolean' ? input.choices.donation : shopRules.donationOnByDefault,
    error: null,
  }),
  states: {
    cart: {
      initial: 'choosing',
      states: {
        choosing: {
          // docs/product.md §1: admins do not load the cart.
          always: [{ guard: 'isStaffSession', target: 'off' }, { guard: 'isSignedIn', target: 'customer' }, { target: 'guest' }],
        },
        off: {},
        guest: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['busy'],
              invoke: { src: 'loadGuestCart', onDone: { target: 'ready', actions: assign({ lines: ({ event }) => event.output }) }, onError: 'ready' },
              on: { 'quantity.change': { actions: 'holdChange' } },
            },
            ready: {
              entry: 'applyHeldChanges',
              on: {
                'quantity.change': {
                  guard: 'isAcceptableChange',
                  actions: ['applyGuestChange', 'saveGuestCart', 'startPulse'],
                },
              },
            },
          },
          on: {
            'session.login': [
              { guard: 'isStaffLogin', target: 'off', actions: ['emptyCart', 'dropHeldChanges', assign({ role: ({ event }) => event.role })] },
              { target: 'merging', actions: assign({ role: ({ event }) => event.role, mergeQueue: ({ context }) => context.lines }) },
            ],
          },
        },
        merging: {
          tags: ['busy'],
          on: { 'quantity.change': { actions: 'holdChange' } },
          initial: 'next',
          states: {
            next: { always: [{ guard: 'hasGuestLinesToPush', target: 'pushing' }, { target: '#cart.cart.customer', actions: 'removeGuestCart' }] },
            pushing: {
              invoke: {
                src: 'saveQuantity',
                input: ({ context }) => ({ productId: context.mergeQueue[0]!.productId, quantity: context.mergeQueue[0]!.quantity }),
                onDone: { target: 'next', actions: assign({ mergeQueue: ({ context }) => context.mergeQueue.slice(1) }) },
                onError: { target: 'next', actions: assign({ mergeQueue: ({ context }) => context.mergeQueue.slice(1) }) },
              },
            },
          },
        },
        customer: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['busy'],
              invoke: {
                src: 'fetchCart',
                onDone: { target: 'ready', actions: 'replaceCart' },
                // docs/product.md §8: a customer cart fetch failure resets the count and total to 0.
                onError: { target: 'ready', actions: 'emptyCart' },
              },
              on: { 'quantity.change': { actions: 'holdChange' } },
            },
            ready: {
              entry: 'applyHeldChanges',
              on: {
                'quantity.change': { guard: 'isAcceptableChange', actions: ['applyServerChange', 'startPulse'] },
                'cart.reload': 'loading',
              },
            },
          },
          on: {
            'xstate.done.actor.saveQuantity.*': { guard: 'isSaveOfOurs', actions: 'settleSave' },
            'xstate.error.actor.saveQuantity.*': { guard: 'isSaveOfOurs', actions: 'revertSave' },
          },
        },
      },
      on: { 'session.logout': { target: '.guest', actions: ['stopSaves', 'emptyCart', 'dropHeldChanges', assign({ role: null })] } },
    },
    pulse: {
      initial: 'still',
      // Restarting is a self-transition of pulsing: a reentering one on the region would re-enter the cart too.
      states: {
        still: { on: { 'pulse.start': 'pulsing' } },
        pulsing: { tags: ['pulse'], after: { cartPulse: 'still' }, on: { 'pulse.start': { target: 'pulsing', reenter: true } } },
      },
    },
  },
  on: {
    'tip.choose': { guard: 'isValidTip', actions: assign({ tipPaise: ({ event }) => event.paise }) },
    'tip.clear': { actions: assign({ tipPaise: 0 }) },
    'donation.toggle': { actions: assign({ donation: ({ context }) => !context.donation }) },
    'error.dismiss': { actions: assign({ error: null }) },
  },
});
