import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import type { PackingViewState } from '../packing/packing-view.fold.js';
import { type PackingQueueView, toPackingOrderView } from '../packing/packing.view.js';
import { PackingQueueQuery } from './packing-queue.query.js';

/** The most a tablet shows at once: a dark store with more waiting has a bigger problem than paging. */
const QUEUE_LIMIT = 100;

/** The packing queue: confirmed orders and those being packed, oldest first (the promise runs from placing). */
@QueryHandler(PackingQueueQuery)
export class PackingQueueHandler implements IQueryHandler<PackingQueueQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute(): Promise<PackingQueueView> {
    const rows: { packing: PackingViewState }[] = await this.db.query(
      `SELECT packing FROM packing_view WHERE status IN ('confirmed', 'preparing') ORDER BY placed_at, order_id LIMIT ${QUEUE_LIMIT}`,
    );
    return { orders: rows.map((row) => toPackingOrderView(row.packing)), now: new Date().toISOString() };
  }
}
