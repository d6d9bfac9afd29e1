import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { PaymentProvider } from '../payment-provider.js';
import { askProviderAboutRefund } from './refund-answer.js';
import { SendRefundCommand } from './send-refund.command.js';

@CommandHandler(SendRefundCommand)
export class SendRefundHandler implements ICommandHandler<SendRefundCommand> {
  private readonly logger = new Logger('payment-jobs');

  constructor(
    @Inject(PaymentProvider) private readonly provider: PaymentProvider,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(Sql) private readonly db: Sql,
  ) {}

  execute({ refund }: SendRefundCommand): Promise<void> {
    return askProviderAboutRefund(this.db, this.commands, this.logger, refund, {
      ask: (payment) => this.provider.refund(payment, { refundId: refund.refund_id, amountPaise: refund.amount_paise }),
      causationId: 'job:send-refund',
      failure: 'refund not sent; trying again later',
    });
  }
}
