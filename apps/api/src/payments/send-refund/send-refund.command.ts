import { Command } from '@nestjs/cqrs';
import type { RefundRow } from '../payment.view.js';

/** A requested refund goes to the provider (its refund id is the provider's idempotency key: asking twice refunds once). */
export class SendRefundCommand extends Command<void> {
  constructor(readonly refund: RefundRow) {
    super();
  }
}
