import { Command } from '@nestjs/cqrs';

/** The expiry job's tick: cancel what waited longer than `expiryMs` for its payment; answers how many. */
export class ExpireUnpaidOrdersCommand extends Command<number> {
  constructor(
    readonly now: Date,
    readonly expiryMs: number,
  ) {
    super();
  }
}
