import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { PaymentProvider } from '../payment-provider.js';
import { askProviderAboutRefund } from '../send-refund/refund-answer.js';
import { ReconcileRefundCommand } from './reconcile-refund.command.js';

@CommandHandler(ReconcileRefundCommand)
export class ReconcileRefundHandler implements ICommandHandler<ReconcileRefundCommand> {
  private readonly logger = new Logger('payment-jobs');

  constructor(
    @Inject(PaymentProvider) private readonly provider: PaymentProvider,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(Sql) private readonly db: Sql,
  ) {}

  execute({ refund }: ReconcileRefundCommand): Promise<void> {
    return askProviderAboutRefund(this.db, this.commands, this.logger, refund, {
      ask: (payment) => this.provider.refundStatusOf(payment, { refundId: refund.refund_id, providerRefundId: refund.provider_refund_id }),
      causationId: 'job:reconcile-refund',
      failure: 'could not reconcile a refund; trying again later',
    });
  }
}
