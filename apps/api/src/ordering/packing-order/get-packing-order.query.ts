import { Query } from '@nestjs/cqrs';
import type { OnePackingOrder } from '../packing/packing.view.js';

export class GetPackingOrderQuery extends Query<OnePackingOrder> {
  constructor(readonly orderId: string) {
    super();
  }
}
