import { Command } from '@nestjs/cqrs';
import type { EventMetadata, EventSession } from '../../platform/event-store/index.js';
import type { RefundRequest } from '../payment.decider.js';

/**
 * Asks for money back from a captured attempt (a duplicate capture, a cancelled order, an admin's
 * refund), in the order's transaction, which holds the payment's lock; the payment jobs send it.
 */
export class RequestRefundCommand extends Command<void> {
  constructor(
    readonly session: EventSession,
    readonly paymentId: string,
    readonly refund: RefundRequest,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
