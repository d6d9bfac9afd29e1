import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { EventStore } from '../platform/event-store/index.js';
import { isObjectId } from '../platform/ids/object-id.js';
import { givesBackStock } from './order-stock.js';
import { orderModel, orderNotFound, type OrderState } from './order.decider.js';
import type { OrderEvent } from './order.events.js';
import { orderStream } from './order.events.js';

/**
 * The plumbing every change to a placed order shares: lock and load its stream, let the pure rules
 * decide, append what they decided with its actor. A refusal passes through as thrown (its kind is its status).
 */
@Injectable()
export class OrderChanges {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async change(orderId: string, actor: AuthenticatedUser, command: string, decide: (state: OrderState) => OrderEvent[]): Promise<void> {
    if (!isObjectId(orderId)) throw orderNotFound();
    const stream = orderStream(orderId);
    await this.store.transaction(async (session) => {
      const { state, version } = await session.load(stream, orderModel);
      const events = decide(state);
      const metadata = commandMetadata(actor, state, command);
      await givesBackStock(session, state, events, metadata, () => session.append(stream, version, events, metadata));
    }, { streamIds: [stream.streamId], loads: [stream] });
  }
}

/** Who acted, the command as the cause, and the order's checkout as the correlation. */
export function commandMetadata(actor: AuthenticatedUser, state: OrderState, command: string) {
  return { actorId: actor.id, role: actor.role, causationId: `command:${command}:${randomUUID()}`, ...(state.correlationId ? { correlationId: state.correlationId } : {}) };
}
