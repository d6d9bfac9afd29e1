import { Query } from '@nestjs/cqrs';
import type { OrderStatus } from '@jhatpat/domain';
import type { CustomerOrders } from './customer-orders.view.js';

export class CustomerOrdersQuery extends Query<CustomerOrders> {
  constructor(
    readonly customerId: string,
    readonly status: OrderStatus | undefined,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
