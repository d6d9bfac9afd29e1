import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../../platform/http/pagination.js';
import { OrderView } from '../order.view.js';

export class AdminOrders {
  @ApiProperty({ type: [OrderView] }) orders!: OrderView[];
  @ApiProperty() pagination!: Pagination;
}
