import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { ExpireGuestCartCommand } from './expire-guest-cart.command.js';

/** Guest carts idle this long are closed unless GUEST_CART_EXPIRY says otherwise (docs/decisions.md#guest-cart-expiry). */
export const GUEST_CART_EXPIRY_DEFAULT_MS = 30 * 86_400_000;

const BATCH = 200;

/**
 * Closes guest carts left idle past the expiry: one GuestCartExpired each (the stream stays in the log,
 * immutable), and the projection drops its cart_view row, so a flood of abandoned guest carts does not
 * grow the read model for good. Each close is its own command with the version the job saw, so an add
 * racing it, or another instance's job, wins and the cart stays.
 */
@Injectable()
export class ExpireIdleGuestCarts {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async run(now: Date, expiryMs: number): Promise<number> {
    let closed = 0;
    for (;;) {
      const idle: { cart_id: string; version: string; updated_at: Date }[] = await this.db.query(
        // guest_idle_since: a guest cart's updated_at, NULL for a customer's (the cart migration 1764800100000).
        `SELECT cart_id, version::text AS version, updated_at FROM cart_view
          WHERE guest_idle_since <= $1 ORDER BY guest_idle_since LIMIT ${BATCH}`,
        [new Date(now.getTime() - expiryMs)],
      );
      let closedNow = 0;
      for (const cart of idle) {
        closedNow += await this.commands.execute(new ExpireGuestCartCommand(cart.cart_id, Number(cart.version), new Date(cart.updated_at)));
      }
      closed += closedNow;
      // A batch with nothing closed (every cart used meanwhile) would come back the same: stop until the next tick.
      if (idle.length < BATCH || closedNow === 0) return closed;
    }
  }
}
