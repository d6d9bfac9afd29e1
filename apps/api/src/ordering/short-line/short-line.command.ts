import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

export class ShortLineCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly productId: string,
    readonly missing: number,
    readonly packer: AuthenticatedUser,
  ) {
    super();
  }
}
