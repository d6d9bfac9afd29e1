import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../platform/event-store/index.js';
import type { CartView } from '../cart.view.js';
import { CartPricing } from '../cart-pricing.js';
import { CartProducts } from '../cart-products.js';
import { decideOnCart } from '../decide-on-cart.js';
import { ChangeQuantityCommand } from './change-quantity.command.js';

@CommandHandler(ChangeQuantityCommand)
export class ChangeQuantityHandler implements ICommandHandler<ChangeQuantityCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CartProducts) private readonly products: CartProducts,
    @Inject(CartPricing) private readonly pricing: CartPricing,
  ) {}

  async execute({ caller, productId, change }: ChangeQuantityCommand): Promise<CartView> {
    const productOnSale = (await this.products.findAvailable([productId])).has(productId);
    const cart = await decideOnCart(this.store, caller, { type: 'ChangeQuantity', data: { productId, change, productOnSale } });
    return this.pricing.price(caller.owner, cart);
  }
}
