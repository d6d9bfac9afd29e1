import { ApiProperty } from '@nestjs/swagger';
import { OrderView } from '../order.view.js';
import { OrderPackingView } from '../packing/order-packing.view.js';

/** One order, as every order route answers after a change and GET /orders/:id answers. */
export class OneOrder {
  @ApiProperty() success!: boolean;
  @ApiProperty() order!: OrderView;
  @ApiProperty({ type: OrderPackingView, nullable: true, required: false, description: 'GET /orders/:id, once a packer took it: what packing changed (docs/decisions.md#packing)' })
  packing?: OrderPackingView | null;
}
