import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentProvider, providerRefOf } from '../payment-provider.js';
import { SettlePaymentCommand } from '../settle-payment/settle-payment.command.js';
import { ReconcilePaymentCommand } from './reconcile-payment.command.js';

/** Asks the provider, outside any transaction, and settles what it says through the same command as a webhook. */
@CommandHandler(ReconcilePaymentCommand)
export class ReconcilePaymentHandler implements ICommandHandler<ReconcilePaymentCommand> {
  private readonly logger = new Logger('payment-jobs');

  constructor(
    @Inject(PaymentProvider) private readonly provider: PaymentProvider,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ payment }: ReconcilePaymentCommand): Promise<void> {
    try {
      const held = await this.provider.statusOf(providerRefOf(payment));
      if (held.status === 'created') return;
      const otherAmount = held.status === 'captured' && held.amountPaise && held.amountPaise !== payment.amount_paise;
      const settlement = {
        paymentId: payment.payment_id,
        provider: payment.provider,
        // One key per reconciled outcome: reconciling again after a lost notification records it once.
        providerEventId: `reconcile:${payment.payment_id}:${held.status}`,
        outcome: held.status === 'captured' ? ('succeeded' as const) : ('failed' as const),
        reason: held.reason,
        providerPaymentId: held.providerPaymentId,
        ...(otherAmount ? { amountPaise: held.amountPaise } : {}),
      };
      await this.commands.execute(new SettlePaymentCommand(settlement, { actorId: null, role: 'system', causationId: 'job:reconcile-payment' }));
    } catch (error) {
      this.logger.warn({ msg: 'could not reconcile a payment; trying again later', paymentId: payment.payment_id, error: (error as Error).message });
    }
  }
}
