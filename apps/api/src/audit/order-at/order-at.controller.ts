import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { parseMoment, parseStreamId } from '../audit-query.params.js';
import { OrderAtReader, OrderAtView } from './order-at.reader.js';

@ApiTags('audit')
@Controller('audit/orders')
@Roles('admin', 'auditor')
export class OrderAtController {
  constructor(@Inject(OrderAtReader) private readonly reader: OrderAtReader) {}

  /** An order and its payments as they stood at a moment: who did what, and the state it left; phones and addresses masked. */
  @Get(':id')
  @ApiQuery({ name: 'at', required: false, description: 'ISO 8601 moment; omitted: now' })
  @ApiOkResponse({ type: OrderAtView })
  orderAt(@Param('id') rawId: string, @Query('at') rawAt?: string): Promise<OrderAtView> {
    return this.reader.read(parseStreamId(rawId), parseMoment(rawAt, 'at'), {});
  }
}
