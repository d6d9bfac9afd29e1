import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { rupeesToPaise } from '@jhatpat/domain';
import { paymentStreamOf } from '../../payments/index.js';
import { EventStore } from '../../platform/event-store/index.js';
import { isObjectId } from '../../platform/ids/object-id.js';
import { orderModel, orderNotFound } from '../order.decider.js';
import { orderStream } from '../order.events.js';
import { commandMetadata } from '../order-changes.js';
import { refundKept } from '../order-money.decider.js';
import { carryOut } from '../payment-saga/payment-saga.processor.js';
import { RefundOrderCommand } from './refund-order.command.js';

/**
 * An admin refunds part or all of what an order kept, with a reason. The order's request and the
 * payment's commit together; the payment jobs send it to the provider at once. The refund id is a
 * function of the order and the request's Idempotency-Key (the same dialog sent twice is one refund),
 * or without a key of the order's version (a retried request at that version is one refund).
 */
@CommandHandler(RefundOrderCommand)
export class RefundOrderHandler implements ICommandHandler<RefundOrderCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ admin, orderId, amountRupees, reason, idempotencyKey }: RefundOrderCommand): Promise<void> {
    if (!isObjectId(orderId)) throw orderNotFound();
    const stream = orderStream(orderId);
    await this.store.transaction(async (session) => {
      const { state, version } = await session.load(stream, orderModel);
      const refundId = idempotencyKey ? `admin-${createHash('sha256').update(`${orderId}:${idempotencyKey}`).digest('hex').slice(0, 32)}` : `admin-${orderId}-${version}`;
      const step = refundKept({ refundId, amountPaise: rupeesToPaise(amountRupees), kind: 'admin', reason: reason.trim() }, state);
      // The order's lock came first; the payment's now, still before the first write.
      await session.lock(step.payments.map((p) => paymentStreamOf(p.paymentId).streamId));
      await carryOut(session, this.commands, orderId, version, step, commandMetadata(admin, state, 'refund-order'));
    }, { streamIds: [stream.streamId], loads: [stream] });
  }
}
