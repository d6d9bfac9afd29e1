import { Command } from '@nestjs/cqrs';
import type { PaymentRow } from '../payment.view.js';

/** An open attempt whose notification never came (or an unpaid order about to expire): what does the provider hold? */
export class ReconcilePaymentCommand extends Command<void> {
  constructor(readonly payment: PaymentRow) {
    super();
  }
}
