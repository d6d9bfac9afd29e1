import { Command } from '@nestjs/cqrs';

/** The provider accepted a refund and will say how it ends. */
export class SubmitRefundCommand extends Command<void> {
  constructor(
    readonly paymentId: string,
    readonly refundId: string,
    readonly providerRefundId: string,
    readonly causationId: string,
  ) {
    super();
  }
}
