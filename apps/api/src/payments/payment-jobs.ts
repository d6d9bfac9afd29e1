import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PaymentLog } from './payment-log.js';
import { PaymentProvider, type ProviderPaymentRef, type ProviderRefundStatus } from './payment-provider.js';
import { PAYMENT_SETTINGS } from './payment-settings.token.js';
import type { ResolvedPaymentSettings } from './payment-settings.js';
import { findPayment, findPaymentsOfOrder, type PaymentRow, paymentsWaiting, type RefundRow, refundsWaiting } from './payment.view.js';
import { Payments } from './payments.js';

// The fast path opens an attempt right after its order commits; the job leaves it that long first.
const OPEN_GRACE_MS = 5_000;

const refOf = (payment: PaymentRow): ProviderPaymentRef => ({
  paymentId: payment.payment_id,
  providerReference: payment.provider_reference ?? '',
  providerPaymentId: payment.provider_payment_id,
});

/**
 * The saga's work that needs the provider, outside any transaction (docs/decisions.md#payment-saga):
 * open attempts still only requested (the outbox), send requested refunds, and ask the provider about
 * attempts and refunds whose notification never came.
 */
@Injectable()
export class PaymentJobs {
  private readonly logger = new Logger('payment-jobs');

  constructor(
    @Inject(PaymentProvider) private readonly provider: PaymentProvider,
    @Inject(PaymentLog) private readonly log: PaymentLog,
    @Inject(Payments) private readonly payments: Payments,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PAYMENT_SETTINGS) private readonly settings: ResolvedPaymentSettings,
  ) {}

  async run(now: Date): Promise<void> {
    for (const payment of await paymentsWaiting(this.db, 'requested', new Date(now.getTime() - OPEN_GRACE_MS))) {
      await this.payments.open(payment.payment_id, 'job:open-requested');
    }
    for (const refund of await refundsWaiting(this.db, 'requested', now)) await this.sendRefund(refund);
    const quiet = new Date(now.getTime() - this.settings.reconcileAfterMs);
    for (const payment of await paymentsWaiting(this.db, 'pending', quiet)) await this.reconcile(payment);
    for (const refund of await refundsWaiting(this.db, 'submitted', quiet)) await this.reconcileRefund(refund);
  }

  /** Before an unpaid order expires, its open attempts are asked about once more: a capture wins over expiry. */
  async reconcileOrder(orderId: string): Promise<void> {
    for (const payment of await findPaymentsOfOrder(this.db, orderId)) {
      if (payment.status === 'pending') await this.reconcile(payment);
    }
  }

  /** An attempt whose notification never came: what does the provider hold? */
  private async reconcile(payment: PaymentRow): Promise<void> {
    try {
      const held = await this.provider.statusOf(refOf(payment));
      if (held.status === 'created') return;
      // One key per reconciled outcome: reconciling again after a lost notification records it once.
      await this.log.settle(
        {
          paymentId: payment.payment_id,
          provider: payment.provider,
          providerEventId: `reconcile:${payment.payment_id}:${held.status}`,
          outcome: held.status === 'captured' ? 'succeeded' : 'failed',
          reason: held.reason,
          providerPaymentId: held.providerPaymentId,
          ...(held.status === 'captured' && held.amountPaise && held.amountPaise !== payment.amount_paise ? { amountPaise: held.amountPaise } : {}),
        },
        { actorId: null, role: 'system', causationId: 'job:reconcile-payment' },
      );
    } catch (error) {
      this.logger.warn({ msg: 'could not reconcile a payment; trying again later', paymentId: payment.payment_id, error: (error as Error).message });
    }
  }

  private async sendRefund(refund: RefundRow): Promise<void> {
    const payment = await findPayment(this.db, refund.payment_id);
    if (!payment) return;
    try {
      const answer = await this.provider.refund(refOf(payment), { refundId: refund.refund_id, amountPaise: refund.amount_paise });
      await this.record(refund, answer, 'job:send-refund');
    } catch (error) {
      this.logger.warn({ msg: 'refund not sent; trying again later', refundId: refund.refund_id, error: (error as Error).message });
    }
  }

  private async reconcileRefund(refund: RefundRow): Promise<void> {
    const payment = await findPayment(this.db, refund.payment_id);
    if (!payment) return;
    try {
      const answer = await this.provider.refundStatusOf(refOf(payment), { refundId: refund.refund_id, providerRefundId: refund.provider_refund_id });
      if (answer) await this.record(refund, answer, 'job:reconcile-refund');
    } catch (error) {
      this.logger.warn({ msg: 'could not reconcile a refund; trying again later', refundId: refund.refund_id, error: (error as Error).message });
    }
  }

  private async record(refund: RefundRow, answer: ProviderRefundStatus, causationId: string): Promise<void> {
    if (answer.status === 'pending') return this.log.submitted(refund.payment_id, refund.refund_id, answer.providerRefundId, causationId);
    const verdict = answer.status === 'processed' ? { outcome: 'succeeded' as const, providerRefundId: answer.providerRefundId } : { outcome: 'failed' as const, reason: answer.reason ?? 'refused by the provider' };
    await this.log.refundSettled(refund.payment_id, refund.refund_id, verdict, causationId);
  }
}
