import { ApiProperty } from '@nestjs/swagger';
import { OrderView } from '../order.view.js';

export class DeliveryOrders {
  @ApiProperty({ type: [OrderView], description: 'Confirmed or being packed, not yet taken by a rider' }) ready!: OrderView[];
  @ApiProperty({ type: [OrderView], description: 'Taken by the caller and not yet delivered' }) mine!: OrderView[];
}
