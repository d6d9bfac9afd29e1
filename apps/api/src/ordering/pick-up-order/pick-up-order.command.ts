import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

export class PickUpOrderCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly rider: AuthenticatedUser,
  ) {
    super();
  }
}
