import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import type { CartLine } from '../cart.events.js';
import type { CartView } from '../cart.view.js';
import { cartStreamOf } from '../cart-owner.js';
import { CartPricing } from '../cart-pricing.js';
import { GetCartQuery } from './get-cart.query.js';

@QueryHandler(GetCartQuery)
export class GetCartHandler implements IQueryHandler<GetCartQuery> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(CartPricing) private readonly pricing: CartPricing,
  ) {}

  async execute({ owner }: GetCartQuery): Promise<CartView> {
    // No row is a cart never used (or expired): empty, with the shop's default donation.
    const [row]: { lines: CartLine[]; tip_paise: number; donation_paise: number | null }[] = await this.db.query(
      `SELECT lines, tip_paise, donation_paise FROM cart_view WHERE cart_id = $1`,
      [cartStreamOf(owner).streamId],
    );
    return this.pricing.price(owner, { lines: row?.lines ?? [], tipPaise: row?.tip_paise ?? 0, donationPaise: row?.donation_paise ?? null });
  }
}
