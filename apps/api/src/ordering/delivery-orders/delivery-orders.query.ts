import { Query } from '@nestjs/cqrs';
import type { DeliveryOrders } from './delivery-orders.view.js';

export class DeliveryOrdersQuery extends Query<DeliveryOrders> {
  constructor(readonly riderId: string) {
    super();
  }
}
