import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaymentState } from '../payment.decider.js';
import { PaymentLog } from '../payment-log.js';
import { SettlePaymentCommand } from './settle-payment.command.js';

/**
 * The verdict's provider event id is kept under a unique key in the same transaction as its events, so
 * a replayed or concurrent duplicate changes nothing; the decider captures at most once.
 */
@CommandHandler(SettlePaymentCommand)
export class SettlePaymentHandler implements ICommandHandler<SettlePaymentCommand> {
  constructor(@Inject(PaymentLog) private readonly log: PaymentLog) {}

  execute({ settlement, metadata }: SettlePaymentCommand): Promise<{ duplicate: boolean; state: PaymentState }> {
    const { paymentId, provider, providerEventId } = settlement;
    return this.log.decide(paymentId, { type: 'SettlePayment', verdict: settlement }, {
      causationId: `provider:${providerEventId}`,
      notification: { provider, eventId: providerEventId },
      metadata,
    });
  }
}
