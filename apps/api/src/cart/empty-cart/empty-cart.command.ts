import { Command } from '@nestjs/cqrs';
import type { CartView } from '../cart.view.js';
import type { CartCaller } from '../cart-caller.js';

/** The customer empties their cart (placing an order empties it in ordering's own transaction). */
export class EmptyCartCommand extends Command<CartView> {
  constructor(readonly caller: CartCaller) {
    super();
  }
}
