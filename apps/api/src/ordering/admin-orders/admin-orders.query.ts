import { Query } from '@nestjs/cqrs';
import type { OrderFilter } from '../orders.queries.js';
import type { AdminOrders } from './admin-orders.view.js';

export class AdminOrdersQuery extends Query<AdminOrders> {
  constructor(readonly filter: Omit<OrderFilter, 'customerId'>) {
    super();
  }
}
