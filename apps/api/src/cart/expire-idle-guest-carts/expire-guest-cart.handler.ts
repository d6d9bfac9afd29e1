import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../platform/event-store/index.js';
import { cartModel, decideCart } from '../cart.decider.js';
import { ExpireGuestCartCommand } from './expire-guest-cart.command.js';

const EXPIRY_JOB = { actorId: null, role: 'system', causationId: 'job:expire-idle-guest-carts' };

@CommandHandler(ExpireGuestCartCommand)
export class ExpireGuestCartHandler implements ICommandHandler<ExpireGuestCartCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ streamId, idleVersion, idleSince }: ExpireGuestCartCommand): Promise<number> {
    const { events } = await this.store.handle(
      { streamId, streamType: 'cart' },
      cartModel,
      (state, version) => decideCart({ type: 'ExpireGuestCart', data: { version, idleVersion, idleSince } }, state),
      { metadata: EXPIRY_JOB, respond: () => null },
    );
    return events.length;
  }
}
