import { Command } from '@nestjs/cqrs';
import type { CartView } from '../cart.view.js';
import type { CartCaller } from '../cart-caller.js';

/** Choose the tip and the donation, in rupees as the shopper chose them; delivery and handling are the shop's. */
export class ChooseChargesCommand extends Command<CartView> {
  constructor(
    readonly caller: CartCaller,
    readonly tipRupees: number,
    readonly donationRupees: number,
  ) {
    super();
  }
}
