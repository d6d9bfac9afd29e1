import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

/** Units arrived at the dark store (answers with nothing: the controller reads the product's row after). */
export class ReceiveStockCommand extends Command<void> {
  constructor(
    readonly productId: string,
    readonly quantity: number,
    readonly note: string | null,
    readonly by: AuthenticatedUser,
  ) {
    super();
  }
}
