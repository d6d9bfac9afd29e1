import { Inject, NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { mayCallRider, mayReadOrder, type OrderReadFacts } from '@jhatpat/domain';
import { UserDirectory } from '../../identity/index.js';
import { Sql } from '../../platform/database/sql-transaction.js';
import { toOrderView } from '../order.view.js';
import { findOrder } from '../orders.queries.js';
import { toOrderPackingView } from '../packing/order-packing.view.js';
import type { PackingViewState } from '../packing/packing-view.fold.js';
import { toPackingOrderView } from '../packing/packing.view.js';
import { GetOrderQuery } from './get-order.query.js';
import type { OneOrder } from './one-order.js';

/** One order as `user` may see it: its owner, staff who work orders and auditors; to others it does not exist. */
@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(UserDirectory) private readonly users: UserDirectory,
  ) {}

  async execute({ user, orderId }: GetOrderQuery): Promise<OneOrder> {
    const row = await findOrder(this.db, orderId);
    const facts = row && readFactsOf(row);
    if (!row || !facts || !mayReadOrder(user, facts)) throw new NotFoundException('Order not found');
    const [packed]: { packing: PackingViewState }[] = await this.db.query(`SELECT packing FROM packing_view WHERE order_id = $1`, [orderId]);
    const packing = packed?.packing.packing ? toOrderPackingView(toPackingOrderView(packed.packing)) : null;
    const order = toOrderView(row);
    // The rider's phone is read from their account now, never kept with the order (docs/decisions.md#rider-phone).
    if (order.rider && facts.riderId && mayCallRider(user, facts)) order.rider.phone = await this.users.phoneOf(facts.riderId);
    return { success: true, order, packing };
  }
}

/** The read model's row as the one read rule (libs/domain order-readers.ts) sees it; ids are fixed-width columns. */
const readFactsOf = (row: { customer_id: string; rider_id: string | null; status: string }): OrderReadFacts => ({
  customerId: row.customer_id.trim(),
  riderId: row.rider_id?.trim() ?? null,
  status: row.status,
});
