import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { toOrderView } from '../order.view.js';
import { listOrders } from '../orders.queries.js';
import { CustomerOrdersQuery } from './customer-orders.query.js';
import type { CustomerOrders } from './customer-orders.view.js';

@QueryHandler(CustomerOrdersQuery)
export class CustomerOrdersHandler implements IQueryHandler<CustomerOrdersQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ customerId, status, page, limit }: CustomerOrdersQuery): Promise<CustomerOrders> {
    const { rows } = await listOrders(this.db, { customerId, status, page, limit });
    return { success: true, orders: rows.map(toOrderView) };
  }
}
