import { Command } from '@nestjs/cqrs';
import type { CartView } from '../cart.view.js';
import type { CartCaller } from '../cart-caller.js';

/** Bring the guest cart a Guest-Token names into the logged-in customer's cart, once. */
export class MergeGuestCartCommand extends Command<CartView> {
  constructor(
    readonly customer: CartCaller,
    readonly guestToken: string,
  ) {
    super();
  }
}
