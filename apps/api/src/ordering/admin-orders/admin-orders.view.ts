import { ApiProperty } from '@nestjs/swagger';
import { OrderView } from '../order.view.js';

class Pagination {
  @ApiProperty() page!: number;
  @ApiProperty() pages!: number;
  @ApiProperty() total!: number;
}

export class AdminOrders {
  @ApiProperty({ type: [OrderView] }) orders!: OrderView[];
  @ApiProperty() pagination!: Pagination;
}
