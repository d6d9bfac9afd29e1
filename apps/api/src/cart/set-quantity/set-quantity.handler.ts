import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../platform/event-store/index.js';
import type { CartView } from '../cart.view.js';
import { CartPricing } from '../cart-pricing.js';
import { CartProducts } from '../cart-products.js';
import { decideOnCart } from '../decide-on-cart.js';
import { SetQuantityCommand } from './set-quantity.command.js';

@CommandHandler(SetQuantityCommand)
export class SetQuantityHandler implements ICommandHandler<SetQuantityCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CartProducts) private readonly products: CartProducts,
    @Inject(CartPricing) private readonly pricing: CartPricing,
  ) {}

  async execute({ caller, productId, quantity }: SetQuantityCommand): Promise<CartView> {
    const productOnSale = (await this.products.findAvailable([productId])).has(productId);
    const cart = await decideOnCart(this.store, caller, { type: 'SetQuantity', data: { productId, quantity, productOnSale } });
    return this.pricing.price(caller.owner, cart);
  }
}
