import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentLog } from '../payment-log.js';
import { VoidPaymentCommand } from './void-payment.command.js';

@CommandHandler(VoidPaymentCommand)
export class VoidPaymentHandler implements ICommandHandler<VoidPaymentCommand> {
  constructor(@Inject(PaymentLog) private readonly log: PaymentLog) {}

  async execute({ session, paymentId, reason, metadata }: VoidPaymentCommand): Promise<void> {
    await this.log.decideIn(session, paymentId, { type: 'VoidPayment', reason }, metadata, true);
  }
}
