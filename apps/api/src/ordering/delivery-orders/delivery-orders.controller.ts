import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { DeliveryOrdersQuery } from './delivery-orders.query.js';
import { DeliveryOrders } from './delivery-orders.view.js';

/** Beyond the spec's placeholder: riders see the orders ready to take and their own. */
@ApiTags('delivery')
@Controller('delivery/orders')
@Roles('delivery')
export class DeliveryOrdersController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @ApiOkResponse({ type: DeliveryOrders })
  list(@CurrentUser() rider: AuthenticatedUser): Promise<DeliveryOrders> {
    return this.queries.execute(new DeliveryOrdersQuery(rider.id));
  }
}
