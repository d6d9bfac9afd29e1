import { Command } from '@nestjs/cqrs';
import type { RefundRow } from '../payment.view.js';

/** A submitted refund whose outcome never came: what does the provider say of it? */
export class ReconcileRefundCommand extends Command<void> {
  constructor(readonly refund: RefundRow) {
    super();
  }
}
