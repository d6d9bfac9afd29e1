import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../platform/event-store/index.js';
import type { CartView } from '../cart.view.js';
import { CartPricing } from '../cart-pricing.js';
import { decideOnCart } from '../decide-on-cart.js';
import { ChooseChargesCommand } from './choose-charges.command.js';

@CommandHandler(ChooseChargesCommand)
export class ChooseChargesHandler implements ICommandHandler<ChooseChargesCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CartPricing) private readonly pricing: CartPricing,
  ) {}

  async execute({ caller, tipRupees, donationRupees }: ChooseChargesCommand): Promise<CartView> {
    const cart = await decideOnCart(this.store, caller, { type: 'ChooseCharges', data: { tipRupees, donationRupees } });
    return this.pricing.price(caller.owner, cart);
  }
}
