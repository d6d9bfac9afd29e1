import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Sql } from '../../platform/database/sql-transaction.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { readShopFigures } from './shop-figures.js';

class HourView {
  @ApiProperty() hourStart!: string;
  @ApiProperty() orders!: number;
}

class ShopFiguresView {
  @ApiProperty() asOf!: string;
  @ApiProperty({ description: 'Orders placed since midnight in Patna' }) ordersToday!: number;
  @ApiProperty({ description: 'Rupees: grand totals of today’s orders that were not cancelled' }) revenueToday!: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, example: { confirmed: 3, delivered: 12 }, description: 'Today’s orders per status' }) byStatus!: Record<string, number>;
  @ApiProperty({ type: [HourView], description: 'The last 24 Patna hours, oldest first' }) ordersPerHour!: HourView[];
}

/** Issue 9 item 1: the admin dashboard's figures. */
@ApiTags('admin')
@Controller('admin/insights')
@Roles('admin')
export class ShopFiguresController {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  @Get()
  @ApiOkResponse({ type: ShopFiguresView })
  figures(): Promise<ShopFiguresView> {
    return readShopFigures(this.db);
  }
}
