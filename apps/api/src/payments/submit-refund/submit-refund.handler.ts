import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentLog } from '../payment-log.js';
import { SubmitRefundCommand } from './submit-refund.command.js';

@CommandHandler(SubmitRefundCommand)
export class SubmitRefundHandler implements ICommandHandler<SubmitRefundCommand> {
  constructor(@Inject(PaymentLog) private readonly log: PaymentLog) {}

  async execute({ paymentId, refundId, providerRefundId, causationId }: SubmitRefundCommand): Promise<void> {
    await this.log.decide(paymentId, { type: 'SubmitRefund', refundId, providerRefundId }, { causationId });
  }
}
