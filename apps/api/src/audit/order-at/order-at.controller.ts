import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { parseMoment } from '../audit-query.params.js';
import { OrderAtReader, OrderAtView } from './order-at.reader.js';

@ApiTags('audit')
@Controller('audit/orders')
@Roles('admin', 'auditor')
export class OrderAtController {
  constructor(@Inject(OrderAtReader) private readonly reader: OrderAtReader) {}

  /** An order (by its number, JP-000123, or its id) and its payments as they stood at a moment: who did what, and the state it left; phones and addresses masked. */
  @Get(':id')
  @ApiParam({ name: 'id', description: 'The order number (JP-000123; a leading # and the dash may be left out) or the 24-character order id' })
  @ApiQuery({ name: 'at', required: false, description: 'ISO 8601 moment; omitted: now' })
  @ApiOkResponse({ type: OrderAtView })
  async orderAt(@Param('id') rawId: string, @Query('at') rawAt?: string): Promise<OrderAtView> {
    const at = parseMoment(rawAt, 'at');
    return this.reader.read(await this.reader.orderIdOf(rawId), at, {});
  }
}
