import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

export interface PaymentPage {
  orderId: string;
  paymentUrl: string;
}

export class RetryPaymentCommand extends Command<PaymentPage> {
  constructor(
    readonly customer: AuthenticatedUser,
    readonly orderId: string,
  ) {
    super();
  }
}
