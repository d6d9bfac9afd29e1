import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

export class RefundOrderCommand extends Command<void> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly orderId: string,
    readonly amountRupees: number,
    readonly reason: string,
    /** The dialog's Idempotency-Key, when it sent one: the same key is the same refund. */
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}
