import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

export class SubstituteLineCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly productId: string,
    readonly substituteId: string,
    readonly packer: AuthenticatedUser,
  ) {
    super();
  }
}
