import type { Logger } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import { type ProviderPaymentRef, type ProviderRefundStatus, providerRefOf } from '../payment-provider.js';
import { findPayment, type RefundRow } from '../payment.view.js';
import { SettleRefundCommand } from '../settle-refund/settle-refund.command.js';
import { SubmitRefundCommand } from '../submit-refund/submit-refund.command.js';
import type { Sql } from '../../platform/database/sql-transaction.js';

export interface RefundAsk {
  /** The provider's answer about this refund (null: it has nothing to say yet). */
  ask: (payment: ProviderPaymentRef) => Promise<ProviderRefundStatus | null>;
  causationId: string;
  /** Logged when the provider cannot be reached; the next job run asks again. */
  failure: string;
}

/**
 * Sending a refund and asking after one are the same conversation with the provider: outside any
 * transaction (it is a network away), its answer recorded on the refund's stream as still pending
 * (submitted) or its outcome.
 */
export async function askProviderAboutRefund(db: Sql, commands: CommandBus, logger: Logger, refund: RefundRow, { ask, causationId, failure }: RefundAsk): Promise<void> {
  const payment = await findPayment(db, refund.payment_id);
  if (!payment) return;
  try {
    const answer = await ask(providerRefOf(payment));
    if (answer) await recordRefundAnswer(commands, refund, answer, causationId);
  } catch (error) {
    logger.warn({ msg: failure, refundId: refund.refund_id, error: (error as Error).message });
  }
}

async function recordRefundAnswer(commands: CommandBus, refund: RefundRow, answer: ProviderRefundStatus, causationId: string): Promise<void> {
  if (answer.status === 'pending') {
    return commands.execute(new SubmitRefundCommand(refund.payment_id, refund.refund_id, answer.providerRefundId, causationId));
  }
  const verdict = answer.status === 'processed' ? { outcome: 'succeeded' as const, providerRefundId: answer.providerRefundId } : { outcome: 'failed' as const, reason: answer.reason ?? 'refused by the provider' };
  await commands.execute(new SettleRefundCommand(refund.payment_id, refund.refund_id, verdict, causationId));
}
