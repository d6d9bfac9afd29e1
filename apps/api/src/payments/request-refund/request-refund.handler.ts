import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentLog } from '../payment-log.js';
import { RequestRefundCommand } from './request-refund.command.js';

@CommandHandler(RequestRefundCommand)
export class RequestRefundHandler implements ICommandHandler<RequestRefundCommand> {
  constructor(@Inject(PaymentLog) private readonly log: PaymentLog) {}

  async execute({ session, paymentId, refund, metadata }: RequestRefundCommand): Promise<void> {
    await this.log.decideIn(session, paymentId, { type: 'RequestRefund', refund }, metadata, true);
  }
}
