import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../platform/event-store/index.js';
import type { CartView } from '../cart.view.js';
import { CartPricing } from '../cart-pricing.js';
import { decideOnCart } from '../decide-on-cart.js';
import { EmptyCartCommand } from './empty-cart.command.js';

@CommandHandler(EmptyCartCommand)
export class EmptyCartHandler implements ICommandHandler<EmptyCartCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CartPricing) private readonly pricing: CartPricing,
  ) {}

  async execute({ caller }: EmptyCartCommand): Promise<CartView> {
    const cart = await decideOnCart(this.store, caller, { type: 'EmptyCart', data: { reason: 'customer' } });
    return this.pricing.price(caller.owner, cart);
  }
}
