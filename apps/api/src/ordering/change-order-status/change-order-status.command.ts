import { Command } from '@nestjs/cqrs';
import type { OrderStatus } from '@jhatpat/domain';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

export class ChangeOrderStatusCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly to: OrderStatus,
    readonly admin: AuthenticatedUser,
  ) {
    super();
  }
}
