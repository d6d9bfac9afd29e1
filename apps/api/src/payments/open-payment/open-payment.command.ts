import { Command } from '@nestjs/cqrs';

/**
 * Opens a requested attempt at the provider: right after its order commits (so its page is ready when
 * the shopper gets there) and from the payment jobs for any attempt a crash or an outage left requested.
 * True when this call opened it.
 */
export class OpenPaymentCommand extends Command<boolean> {
  constructor(
    readonly paymentId: string,
    readonly causationId = 'open-after-request',
  ) {
    super();
  }
}
