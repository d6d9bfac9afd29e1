import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { carryOutPaymentCommands, paymentStreamOf } from '../../payments/index.js';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { type EventMetadata, type EventSession, EventStore } from '../../platform/event-store/index.js';
import { isObjectId } from '../../platform/ids/object-id.js';
import { isShelfShortAtCommit, lockOrderShelves } from '../../stock/index.js';
import { orderModel, orderNotFound, type OrderState } from '../order.decider.js';
import { orderStream } from '../order.events.js';
import { commandMetadata } from '../order-changes.js';
import type { PackingStep } from './packing.decider.js';

/** One packing change: the pure rule, and what it does to the shelves (locked first, moved after the rules said yes). */
export interface PackingChange {
  /** `session`: a rule that must read something else reads it in the order's transaction (PGlite has one connection: another would wait for this one forever). */
  decide(state: OrderState, session: EventSession): PackingStep | Promise<PackingStep>;
  /** The shelves the change moves units on. */
  shelves?(state: OrderState): string[];
  /** Moves them, in the order's transaction; may refuse (a substitute sold out) before anything is written. */
  beforeAppend?(session: EventSession, state: OrderState, metadata: EventMetadata): Promise<void>;
  afterAppend?(session: EventSession, state: OrderState, metadata: EventMetadata): Promise<void>;
  /**
   * The shelf moves sent with the COMMIT, the shelves locked there (docs/decisions.md#pick-at-commit):
   * tried first, instead of `shelves` and `afterAppend`, which run when a shelf was not as it was read.
   */
  atCommit?(session: EventSession, state: OrderState, metadata: EventMetadata): Promise<void>;
}

/**
 * The plumbing of every packing change: lock and load the order, decide, lock the payments a refund
 * needs and the shelves, then write the order's events, its payments' commands and the shelf moves in
 * one transaction. Locks go order → payments → shelves, the order every other writer takes them in
 * (docs/decisions.md#stock "Deadlocks"), so two packers (or a packer and the saga) queue, never deadlock.
 */
@Injectable()
export class PackingFloor {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async change(orderId: string, actor: AuthenticatedUser, command: string, change: PackingChange): Promise<void> {
    if (!isObjectId(orderId)) throw orderNotFound();
    if (change.atCommit) {
      try {
        return await this.inTransaction(orderId, actor, command, change, 'at-commit');
      } catch (error) {
        // Nothing of that try was committed: the change runs again with its shelves locked up front.
        if (!isShelfShortAtCommit(error)) throw error;
      }
    }
    return this.inTransaction(orderId, actor, command, change, 'locked');
  }

  private async inTransaction(orderId: string, actor: AuthenticatedUser, command: string, change: PackingChange, shelves: 'at-commit' | 'locked'): Promise<void> {
    const stream = orderStream(orderId);
    const atCommit = shelves === 'at-commit';
    // Events sent with the COMMIT (the shelves' moves) need a transaction that sends them; no other event of
    // a packing change goes with it (only OrderPlaced's and the carts' and shelves' may), so nothing else changes.
    // The order's events are read with its lock, in the BEGIN's round trip (CommandLocks.loads).
    await this.store.transaction(async (session) => {
      const { state, version } = await session.load(stream, orderModel);
      const step = await change.decide(state, session);
      if (step.order.length === 0 && step.payments.length === 0) return;
      const metadata = commandMetadata(actor, state, command);
      if (step.payments.length > 0) await session.lock(step.payments.map((p) => paymentStreamOf(p.paymentId).streamId));
      const locked = atCommit ? [] : (change.shelves?.(state) ?? []);
      if (locked.length > 0) await lockOrderShelves(session, locked);
      await change.beforeAppend?.(session, state, metadata);
      await session.append(stream, version, step.order, metadata);
      await carryOutPaymentCommands(this.commands, session, step.payments, metadata);
      if (atCommit) await change.atCommit!(session, state, metadata);
      else await change.afterAppend?.(session, state, metadata);
    }, { streamIds: [stream.streamId], loads: [stream] }, { eventsWithCommit: atCommit });
  }
}
