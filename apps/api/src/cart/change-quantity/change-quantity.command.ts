import { Command } from '@nestjs/cqrs';
import type { CartView } from '../cart.view.js';
import type { CartCaller } from '../cart-caller.js';

/** Change one product's quantity by a whole number (negative to take some out). */
export class ChangeQuantityCommand extends Command<CartView> {
  constructor(
    readonly caller: CartCaller,
    readonly productId: string,
    readonly change: number,
  ) {
    super();
  }
}
