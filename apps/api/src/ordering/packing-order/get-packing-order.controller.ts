import { Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { PackingRoute } from '../packing/packed-order.js';
import { OnePackingOrder } from '../packing/packing.view.js';
import { GetPackingOrderQuery } from './get-packing-order.query.js';

@PackingRoute()
export class GetPackingOrderController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOkResponse({ type: OnePackingOrder })
  one(@Param('id') id: string): Promise<OnePackingOrder> {
    return this.queries.execute(new GetPackingOrderQuery(id));
  }
}
