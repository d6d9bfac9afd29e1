import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PaymentNotFoundError } from '../payment.decider.js';
import { PaymentLog } from '../payment-log.js';
import type { PaymentProvider, ProviderVerdict } from '../payment-provider.js';
import { findPayment, findPaymentByReference } from '../payment.view.js';
import { WebhookRejectedError } from './webhook-rejected.error.js';

export interface WebhookAnswer {
  received: true;
  duplicate: boolean;
  ignored?: boolean;
}

/**
 * One path for every provider's webhook: verify, find our payment, record the verdict once.
 * Answers: forged or stale → 400; replayed event id → 200 { duplicate: true } (providers retry, and a
 * duplicate must not look like a failure to them); an event about no payment of ours → 200 ignored.
 */
@Injectable()
export class PaymentWebhooks {
  constructor(
    @Inject(PaymentLog) private readonly log: PaymentLog,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  async receive(provider: PaymentProvider, rawBody: Buffer | undefined, headers: Record<string, string | string[] | undefined>): Promise<WebhookAnswer> {
    let verdict;
    try {
      verdict = provider.verifyWebhook(rawBody ?? Buffer.alloc(0), headers);
    } catch (error) {
      if (error instanceof WebhookRejectedError) throw new BadRequestException(error.message);
      throw error;
    }
    if (verdict.outcome === 'ignored') return { received: true, duplicate: false, ignored: true };
    const payment = verdict.paymentId
      ? await findPayment(this.db, verdict.paymentId)
      : await findPaymentByReference(this.db, provider.name, verdict.providerReference ?? '');
    if (!payment || payment.provider !== provider.name) return { received: true, duplicate: false, ignored: true };
    const { outcome, reason } = checkPaidAmount(verdict, payment.amount_paise);
    try {
      const { duplicate } = await this.log.settle(
        { paymentId: payment.payment_id, provider: provider.name, providerEventId: verdict.eventId, outcome, reason },
        { actorId: null, role: 'provider', provider: provider.name, providerEventId: verdict.eventId },
      );
      return { received: true, duplicate };
    } catch (error) {
      if (error instanceof PaymentNotFoundError) throw new NotFoundException(error.message);
      throw error;
    }
  }
}

/**
 * A capture for another amount or currency than the order's (a tampered checkout, a wrong order) must
 * not confirm the order: it is recorded as a failure whose reason says what was paid, for the auditors.
 */
function checkPaidAmount(verdict: ProviderVerdict, expectedPaise: number): { outcome: 'succeeded' | 'failed'; reason?: string } {
  const outcome = verdict.outcome as 'succeeded' | 'failed';
  const paid = verdict.paid;
  if (outcome !== 'succeeded' || !paid || (paid.amountPaise === expectedPaise && paid.currency === 'INR')) return { outcome, reason: verdict.reason };
  return { outcome: 'failed', reason: `Paid ${paid.amountPaise} ${paid.currency} (paise) but the order is ${expectedPaise} INR` };
}
