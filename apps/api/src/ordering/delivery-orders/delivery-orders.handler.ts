import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OFFERED_TO_RIDERS } from '@jhatpat/domain';
import { Sql } from '../../platform/database/sql-transaction.js';
import { ORDER_COLUMNS, type OrderRow, toOrderView } from '../order.view.js';
import { DeliveryOrdersQuery } from './delivery-orders.query.js';
import type { DeliveryOrders } from './delivery-orders.view.js';

/** A rider's page: orders on offer (oldest first, at most 50) and the rider's own not yet handed over. */
@QueryHandler(DeliveryOrdersQuery)
export class DeliveryOrdersHandler implements IQueryHandler<DeliveryOrdersQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ riderId }: DeliveryOrdersQuery): Promise<DeliveryOrders> {
    const ready: OrderRow[] = await this.db.query(
      `SELECT ${ORDER_COLUMNS} FROM orders_view WHERE rider_id IS NULL AND status = ANY($1::text[]) ORDER BY placed_at LIMIT 50`,
      [OFFERED_TO_RIDERS],
    );
    const mine: OrderRow[] = await this.db.query(
      `SELECT ${ORDER_COLUMNS} FROM orders_view WHERE rider_id = $1 AND status NOT IN ('delivered', 'cancelled') ORDER BY placed_at`,
      [riderId],
    );
    return { ready: ready.map(toOrderView), mine: mine.map(toOrderView) };
  }
}
