import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../platform/event-store/index.js';
import { cartModel } from '../cart.decider.js';
import type { CartView } from '../cart.view.js';
import { cartStreamOf, guestCartKey } from '../cart-owner.js';
import { CartPricing } from '../cart-pricing.js';
import { CartProducts } from '../cart-products.js';
import { decideOnCart } from '../decide-on-cart.js';
import { MergeGuestCartCommand } from './merge-guest-cart.command.js';

/** One GuestCartMerged event on the customer's stream; the guest's lines are read, never changed. */
@CommandHandler(MergeGuestCartCommand)
export class MergeGuestCartHandler implements ICommandHandler<MergeGuestCartCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CartProducts) private readonly products: CartProducts,
    @Inject(CartPricing) private readonly pricing: CartPricing,
  ) {}

  async execute({ customer, guestToken }: MergeGuestCartCommand): Promise<CartView> {
    const guest = await this.store.load(cartStreamOf({ kind: 'guest', token: guestToken }), cartModel);
    const guestLines = guest.state.lines;
    const onSale = new Set((await this.products.findAvailable(guestLines.map((line) => line.productId))).keys());
    const cart = await decideOnCart(this.store, customer, { type: 'MergeGuestCart', data: { guestCart: guestCartKey(guestToken), guestLines, onSale } });
    return this.pricing.price(customer.owner, cart);
  }
}
