import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import type { AdjustmentReason } from '../stock.events.js';

/** A correction by hand: damage, expiry, a count that disagrees, with its reason. */
export class AdjustStockCommand extends Command<void> {
  constructor(
    readonly productId: string,
    readonly change: number,
    readonly reason: AdjustmentReason,
    readonly note: string | null,
    readonly by: AuthenticatedUser,
  ) {
    super();
  }
}
