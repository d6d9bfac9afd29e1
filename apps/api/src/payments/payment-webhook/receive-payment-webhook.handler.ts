import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import type { PaymentProvider, ProviderVerdict } from '../payment-provider.js';
import { findPayment, findPaymentByReference, findRefundByProviderId } from '../payment.view.js';
import { SettlePaymentCommand } from '../settle-payment/settle-payment.command.js';
import { SettleRefundCommand } from '../settle-refund/settle-refund.command.js';
import { ReceivePaymentWebhookCommand, type WebhookAnswer } from './receive-payment-webhook.command.js';

/**
 * One path for every provider's webhook: verify, find our payment, record the verdict once.
 * Answers: forged or stale → 400; replayed event id → 200 { duplicate: true } (providers retry, and a
 * duplicate must not look like a failure to them); an event about no payment of ours → 200 ignored.
 */
@CommandHandler(ReceivePaymentWebhookCommand)
export class ReceivePaymentWebhookHandler implements ICommandHandler<ReceivePaymentWebhookCommand> {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(Sql) private readonly db: Sql,
  ) {}

  async execute({ provider, rawBody, headers }: ReceivePaymentWebhookCommand): Promise<WebhookAnswer> {
    // A forged, malformed or stale delivery throws WebhookRejectedError, a Refusal the filter answers as 400.
    const verdict = provider.verifyWebhook(rawBody ?? Buffer.alloc(0), headers);
    if (verdict.refund) return this.receiveRefund(provider, verdict);
    if (verdict.outcome === 'ignored') return { received: true, duplicate: false, ignored: true };
    const payment = verdict.paymentId
      ? await findPayment(this.db, verdict.paymentId)
      : await findPaymentByReference(this.db, provider.name, verdict.providerReference ?? '');
    if (!payment || payment.provider !== provider.name) return { received: true, duplicate: false, ignored: true };
    const { outcome, reason, amountPaise } = checkPaidAmount(verdict, payment.amount_paise);
    // A payment its view knows but its stream does not is refused as not found (404) by the exception filter.
    const { duplicate } = await this.commands.execute(
      new SettlePaymentCommand(
        { paymentId: payment.payment_id, provider: provider.name, providerEventId: verdict.eventId, outcome, reason, providerPaymentId: verdict.providerPaymentId, amountPaise },
        { actorId: null, role: 'provider', provider: provider.name, providerEventId: verdict.eventId },
      ),
    );
    return { received: true, duplicate };
  }

  /** refund.processed / refund.failed: found by our refund id (the provider's receipt) or the provider's refund id. */
  private async receiveRefund(provider: PaymentProvider, verdict: ProviderVerdict): Promise<WebhookAnswer> {
    const refund = verdict.refund!;
    const known = await findRefundByProviderId(this.db, refund.refundId ?? null, refund.providerRefundId);
    const payment = known ? await findPayment(this.db, known.payment_id) : null;
    if (!known || !payment || payment.provider !== provider.name) return { received: true, duplicate: false, ignored: true };
    const outcome = refund.outcome === 'succeeded' ? { outcome: 'succeeded' as const, providerRefundId: refund.providerRefundId } : { outcome: 'failed' as const, reason: refund.reason ?? 'refund failed at the provider' };
    const notification = { provider: provider.name, eventId: verdict.eventId };
    const { duplicate } = await this.commands.execute(new SettleRefundCommand(payment.payment_id, known.refund_id, outcome, `provider:${verdict.eventId}`, notification));
    return { received: true, duplicate };
  }
}

/**
 * A capture for another amount than the order's (a tampered checkout, a wrong order) is still money
 * taken: it is recorded at the amount the provider took, and the order's saga refunds it rather than
 * keep it. Another currency cannot be booked in rupees: it is recorded as a failure that says what was
 * paid, for the auditors (and the provider's own auto-refund of an unmatched capture).
 */
function checkPaidAmount(verdict: ProviderVerdict, expectedPaise: number): { outcome: 'succeeded' | 'failed'; reason?: string; amountPaise?: number } {
  const outcome = verdict.outcome as 'succeeded' | 'failed';
  const paid = verdict.paid;
  if (outcome !== 'succeeded' || !paid || (paid.amountPaise === expectedPaise && paid.currency === 'INR')) return { outcome, reason: verdict.reason };
  if (paid.currency === 'INR' && Number.isInteger(paid.amountPaise) && paid.amountPaise > 0) return { outcome, amountPaise: paid.amountPaise };
  return { outcome: 'failed', reason: `Paid ${paid.amountPaise} ${paid.currency} (paise) but the order is ${expectedPaise} INR` };
}
