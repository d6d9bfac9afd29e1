import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

export class ClaimPackingCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly packer: AuthenticatedUser,
  ) {
    super();
  }
}
