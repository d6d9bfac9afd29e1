import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentLog } from '../payment-log.js';
import { SettleRefundCommand } from './settle-refund.command.js';

@CommandHandler(SettleRefundCommand)
export class SettleRefundHandler implements ICommandHandler<SettleRefundCommand> {
  constructor(@Inject(PaymentLog) private readonly log: PaymentLog) {}

  async execute({ paymentId, refundId, verdict, causationId, notification }: SettleRefundCommand): Promise<{ duplicate: boolean }> {
    const { duplicate } = await this.log.decide(paymentId, { type: 'SettleRefund', refundId, verdict }, { causationId, ...(notification ? { notification } : {}) });
    return { duplicate };
  }
}
