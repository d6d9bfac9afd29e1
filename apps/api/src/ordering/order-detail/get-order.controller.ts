import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { GetOrderQuery } from './get-order.query.js';
import { OneOrder } from './one-order.js';

@ApiTags('orders')
@Controller('orders')
export class GetOrderController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':orderId')
  @Roles('customer', 'admin', 'auditor', 'delivery')
  @ApiOkResponse({ type: OneOrder })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(@CurrentUser() user: AuthenticatedUser, @Param('orderId') orderId: string): Promise<OneOrder> {
    return this.queries.execute(new GetOrderQuery(user, orderId));
  }
}
