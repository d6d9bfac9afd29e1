import { Command } from '@nestjs/cqrs';
import type { RefundVerdict } from '../payment.decider.js';
import type { ProviderNotification } from '../payment-log.js';

/**
 * A refund's outcome, from the provider's answer, its notification or a reconciliation: recorded once.
 * A notification's event id is kept in the same transaction (`duplicate` when seen before).
 */
export class SettleRefundCommand extends Command<{ duplicate: boolean }> {
  constructor(
    readonly paymentId: string,
    readonly refundId: string,
    readonly verdict: RefundVerdict,
    readonly causationId: string,
    readonly notification?: ProviderNotification,
  ) {
    super();
  }
}
