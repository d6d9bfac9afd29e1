import { vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Role } from '@jhatpat/domain';
import type { CartLine } from './cart-lines.js';
import { cartMachine } from './cart.machine.js';

// Test-only: a cart actor with fake storage and a fake server whose answers the test releases.
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
export const apiError = (status: number, message: string) => Object.assign(new Error(message), { status });

/** A fake server whose answers the test releases one by one. */
export function fakeServer(initial: CartLine[] = []) {
  const calls: { productId: string; quantity: number }[] = [];
  const pending: { resolve: (lines: CartLine[]) => void; reject: (error: unknown) => void; input: { productId: string; quantity: number } }[] = [];
  let cart = initial;
  const answer = (input: { productId: string; quantity: number }) => {
    cart = cart.filter((line) => line.productId !== input.productId);
    if (input.quantity > 0) cart = [...cart, { productId: input.productId, name: input.productId, price: 1000, quantity: input.quantity }];
    return cart;
  };
  return {
    calls,
    pending,
    saveQuantity: fromPromise<CartLine[], { productId: string; quantity: number }>(({ input }) => {
      calls.push(input);
      return new Promise((resolve, reject) => pending.push({ input, reject, resolve: () => resolve(answer(input)) }));
    }),
    async release(index = 0) {
      pending.splice(index, 1)[0]!.resolve([]);
      await settle();
    },
    async fail(error: unknown, index = 0) {
      pending.splice(index, 1)[0]!.reject(error);
      await settle();
    },
  };
}

export async function startCart(
  options: {
    role?: Role | null;
    guestCart?: CartLine[];
    serverCart?: CartLine[] | Error;
    choices?: { tipPaise: number; donation: boolean };
    /** Holds every cart load (browser storage, server) until it settles: the shopper acts while the cart loads. */
    loading?: Promise<void>;
  } = {},
) {
  const clock = new SimulatedClock();
  const server = fakeServer(Array.isArray(options.serverCart) ? options.serverCart : []);
  const effects = { saveGuestCart: vi.fn(), removeGuestCart: vi.fn(), loadGuestCart: vi.fn(), fetchCart: vi.fn() };
  const machine = cartMachine.provide({
    actors: {
      loadGuestCart: fromPromise(async () => (effects.loadGuestCart(), await options.loading, options.guestCart ?? [])),
      fetchCart: fromPromise(async () => {
        effects.fetchCart();
        await options.loading;
        if (options.serverCart instanceof Error) throw options.serverCart;
        return options.serverCart ?? [];
      }),
      saveQuantity: server.saveQuantity,
    },
    actions: { saveGuestCart: ({ context }) => effects.saveGuestCart(context.lines), removeGuestCart: effects.removeGuestCart },
  });
  const actor = createActor(machine, { clock, input: { role: options.role ?? null, choices: options.choices } }).start();
  await settle();
  return { actor, clock, server, effects, snap: () => actor.getSnapshot() };
}

