import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Sql } from '../platform/database/sql-transaction.js';
import { OpenPaymentCommand } from './open-payment/open-payment.command.js';
import { PAYMENT_SETTINGS } from './payment-settings.token.js';
import type { ResolvedPaymentSettings } from './payment-settings.js';
import { findPaymentsOfOrder, paymentsWaiting, refundsWaiting } from './payment.view.js';
import { ReconcilePaymentCommand } from './reconcile-payment/reconcile-payment.command.js';
import { ReconcileRefundCommand } from './reconcile-refund/reconcile-refund.command.js';
import { SendRefundCommand } from './send-refund/send-refund.command.js';

// The fast path opens an attempt right after its order commits; the job leaves it that long first.
const OPEN_GRACE_MS = 5_000;

/**
 * The saga's work that needs the provider, outside any transaction (docs/decisions.md#payment-saga):
 * open attempts still only requested (the outbox), send requested refunds, and ask the provider about
 * attempts and refunds whose notification never came. Each is a command of its own folder; this finds
 * what waits for it.
 */
@Injectable()
export class PaymentJobs {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(Sql) private readonly db: Sql,
    @Inject(PAYMENT_SETTINGS) private readonly settings: ResolvedPaymentSettings,
  ) {}

  async run(now: Date): Promise<void> {
    for (const payment of await paymentsWaiting(this.db, 'requested', new Date(now.getTime() - OPEN_GRACE_MS))) {
      await this.commands.execute(new OpenPaymentCommand(payment.payment_id, 'job:open-requested'));
    }
    for (const refund of await refundsWaiting(this.db, 'requested', now)) await this.commands.execute(new SendRefundCommand(refund));
    const quiet = new Date(now.getTime() - this.settings.reconcileAfterMs);
    for (const payment of await paymentsWaiting(this.db, 'pending', quiet)) await this.commands.execute(new ReconcilePaymentCommand(payment));
    for (const refund of await refundsWaiting(this.db, 'submitted', quiet)) await this.commands.execute(new ReconcileRefundCommand(refund));
  }

  /** Before an unpaid order expires, its open attempts are asked about once more: a capture wins over expiry. */
  async reconcileOrder(orderId: string): Promise<void> {
    for (const payment of await findPaymentsOfOrder(this.db, orderId)) {
      if (payment.status === 'pending') await this.commands.execute(new ReconcilePaymentCommand(payment));
    }
  }
}
