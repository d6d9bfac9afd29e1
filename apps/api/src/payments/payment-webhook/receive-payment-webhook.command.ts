import { Command } from '@nestjs/cqrs';
import type { PaymentProvider } from '../payment-provider.js';

export interface WebhookAnswer {
  received: true;
  duplicate: boolean;
  ignored?: boolean;
}

/** A provider's server-to-server notification about a payment or a refund, as its bytes arrived (its signature covers them). */
export class ReceivePaymentWebhookCommand extends Command<WebhookAnswer> {
  constructor(
    readonly provider: PaymentProvider,
    readonly rawBody: Buffer | undefined,
    readonly headers: Record<string, string | string[] | undefined>,
  ) {
    super();
  }
}
