import { ApiProperty } from '@nestjs/swagger';
import { OrderView } from '../order.view.js';

export class CustomerOrders {
  @ApiProperty() success!: boolean;
  @ApiProperty({ type: [OrderView] }) orders!: OrderView[];
}
