import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { OrderStatus, PaymentStatus } from '@jhatpat/domain';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { EventStore } from '../platform/event-store/index.js';
import { isObjectId } from '../platform/ids/object-id.js';
import {
  acceptForDelivery,
  assignRider,
  cancelByCustomer,
  changeDeliveryDetails,
  changePaymentStatus,
  changeStatus,
  deliver,
  orderModel,
  orderNotFound,
  OrderRefusal,
  type OrderState,
  pickUp,
} from './order.decider.js';
import type { OrderEvent } from './order.events.js';
import { orderStream } from './order.events.js';

/** Changes to a placed order, each an event with its actor; refusals by the transition table are 409. */
@Injectable()
export class OrderCommands {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  changeStatus(orderId: string, to: OrderStatus, actor: AuthenticatedUser): Promise<void> {
    return this.run(orderId, (state) => changeStatus(state, to), actor);
  }

  changePaymentStatus(orderId: string, to: PaymentStatus, actor: AuthenticatedUser): Promise<void> {
    return this.run(orderId, (state) => changePaymentStatus(state, to), actor);
  }

  changeDeliveryDetails(orderId: string, carrier: string, trackingNumber: string, actor: AuthenticatedUser): Promise<void> {
    return this.run(orderId, (state) => changeDeliveryDetails(state, carrier, trackingNumber), actor);
  }

  assignRider(orderId: string, rider: { id: string; name: string }, admin: AuthenticatedUser): Promise<void> {
    return this.run(orderId, (state) => assignRider(state, rider), admin);
  }

  acceptForDelivery(orderId: string, rider: AuthenticatedUser): Promise<void> {
    return this.run(orderId, (state) => acceptForDelivery(state, rider), rider);
  }

  pickUp(orderId: string, rider: AuthenticatedUser): Promise<void> {
    return this.run(orderId, (state) => pickUp(state, rider.id), rider);
  }

  deliver(orderId: string, rider: AuthenticatedUser): Promise<void> {
    return this.run(orderId, (state) => deliver(state, rider.id), rider);
  }

  /** The customer's own cancel, allowed until the order is packed; anyone else's order is not found. */
  cancelByCustomer(orderId: string, customer: AuthenticatedUser): Promise<void> {
    return this.run(orderId, (state) => {
      if (state.placed?.customerId !== customer.id) throw orderNotFound();
      return cancelByCustomer(state);
    }, customer);
  }

  private async run(orderId: string, decide: (state: OrderState) => OrderEvent[], actor: AuthenticatedUser): Promise<void> {
    if (!isObjectId(orderId)) throw new NotFoundException('Order not found');
    const stream = orderStream(orderId);
    await asHttpRefusal(() =>
      this.store.transaction(async (session) => {
        const { state, version } = await session.load(stream, orderModel);
        await session.append(stream, version, decide(state), commandMetadata(actor, state, 'order'));
      }, { streamIds: [stream.streamId] }),
    );
  }
}

/** Who acted, the command as the cause, and the order's checkout as the correlation. */
export function commandMetadata(actor: AuthenticatedUser, state: OrderState, command: string) {
  return { actorId: actor.id, role: actor.role, causationId: `command:${command}:${randomUUID()}`, ...(state.correlationId ? { correlationId: state.correlationId } : {}) };
}

/** An order's refusal as the HTTP answer its kind names. */
export async function asHttpRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OrderRefusal)) throw error;
    if (error.kind === 'not_found') throw new NotFoundException(error.message);
    if (error.kind === 'invalid') throw new BadRequestException(error.message);
    throw new ConflictException(error.message);
  }
}
