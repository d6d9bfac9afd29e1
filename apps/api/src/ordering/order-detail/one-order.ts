import { ApiProperty } from '@nestjs/swagger';
import { OrderView } from '../order.view.js';

/** One order, as every order route answers after a change and GET /orders/:id answers. */
export class OneOrder {
  @ApiProperty() success!: boolean;
  @ApiProperty() order!: OrderView;
}
