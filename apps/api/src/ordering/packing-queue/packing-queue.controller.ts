import { Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { PackingRoute } from '../packing/packed-order.js';
import { PackingQueueView } from '../packing/packing.view.js';
import { PackingQueueQuery } from './packing-queue.query.js';

/** The tablet's queue; it reads it again on each `packing.changed` push over /packing. */
@PackingRoute()
export class PackingQueueController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @ApiOkResponse({ type: PackingQueueView })
  queue(): Promise<PackingQueueView> {
    return this.queries.execute(new PackingQueueQuery());
  }
}
