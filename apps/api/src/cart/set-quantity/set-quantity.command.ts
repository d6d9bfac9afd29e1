import { Command } from '@nestjs/cqrs';
import type { CartView } from '../cart.view.js';
import type { CartCaller } from '../cart-caller.js';

/** Set one product's absolute quantity in a customer's or a guest's cart (0 removes the line). */
export class SetQuantityCommand extends Command<CartView> {
  constructor(
    readonly caller: CartCaller,
    readonly productId: string,
    readonly quantity: number,
  ) {
    super();
  }
}
