import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

export class AssignRiderCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly riderId: string,
    readonly admin: AuthenticatedUser,
  ) {
    super();
  }
}
