import { Command } from '@nestjs/cqrs';
import type { PaymentStatus } from '@jhatpat/domain';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

export class ChangePaymentStatusCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly to: PaymentStatus,
    readonly admin: AuthenticatedUser,
  ) {
    super();
  }
}
