import { Command } from '@nestjs/cqrs';
import type { EventMetadata, EventSession } from '../../platform/event-store/index.js';
import type { PaymentRequestedData } from '../payment.events.js';

/**
 * An order asks for an online payment attempt, in its own transaction (the caller holds the payment
 * stream's lock): the log is the outbox, so no order waits without an attempt.
 */
export class RequestPaymentCommand extends Command<void> {
  constructor(
    readonly session: EventSession,
    readonly request: Omit<PaymentRequestedData, 'provider'>,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
