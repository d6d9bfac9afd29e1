import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

export class CancelOrderCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly customer: AuthenticatedUser,
  ) {
    super();
  }
}
