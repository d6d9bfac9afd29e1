import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { pagination } from '../../platform/http/pagination.js';
import { Sql } from '../../platform/database/sql-transaction.js';
import { toOrderView } from '../order.view.js';
import { listOrders } from '../orders.queries.js';
import { AdminOrdersQuery } from './admin-orders.query.js';
import type { AdminOrders } from './admin-orders.view.js';

@QueryHandler(AdminOrdersQuery)
export class AdminOrdersHandler implements IQueryHandler<AdminOrdersQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ filter }: AdminOrdersQuery): Promise<AdminOrders> {
    const { rows, total } = await listOrders(this.db, filter);
    return { orders: rows.map(toOrderView), pagination: pagination(filter.page, filter.limit, total) };
  }
}
