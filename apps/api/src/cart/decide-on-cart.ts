import type { EventStore } from '../platform/event-store/index.js';
import type { CartCommand } from './cart.commands.js';
import { type CartState, cartModel, decideCart } from './cart.decider.js';
import type { CartCaller } from './cart-caller.js';
import { cartStreamOf } from './cart-owner.js';

/**
 * One cart command against its stream: load → decide → append in one transaction (the stream locked).
 * Gives back the cart as the command left it, so the answer needs no second read.
 */
export async function decideOnCart(store: EventStore, { owner, metadata }: CartCaller, command: CartCommand): Promise<CartState> {
  const { response } = await store.handle(cartStreamOf(owner), cartModel, (state) => decideCart(command, state), {
    metadata,
    respond: ({ state }) => state,
    // Only the cart's own row reads its event: the event goes with the COMMIT, beside that row.
    eventWithCommit: true,
  });
  return response;
}
