import { Command } from '@nestjs/cqrs';
import type { EventMetadata, EventSession } from '../../platform/event-store/index.js';

/** The order will not take this attempt (paid another way, or cancelled): in the order's transaction, which holds the payment's lock. */
export class VoidPaymentCommand extends Command<void> {
  constructor(
    readonly session: EventSession,
    readonly paymentId: string,
    readonly reason: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
