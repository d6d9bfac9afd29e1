import { BadRequestException, Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { parseStatusFilter } from '../orders.queries.js';
import { pageOf } from '../paging.js';
import { CustomerOrdersQuery } from './customer-orders.query.js';
import { CustomerOrders } from './customer-orders.view.js';

@ApiTags('orders')
@Controller('user-orders')
@Roles('customer')
export class CustomerOrdersController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @ApiQuery({ name: 'status', required: false })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false })
  @ApiOkResponse({ type: CustomerOrders })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query('status') status?: string,
    @Query('page') page?: string,
    @Query('limit') limit?: string,
  ): Promise<CustomerOrders> {
    const parsed = parseStatusFilter(status);
    if (parsed === 'invalid') throw new BadRequestException('status must be one of all, pending_payment, confirmed, preparing, shipped, delivered, cancelled');
    const paging = pageOf(page, limit, 20);
    return this.queries.execute(new CustomerOrdersQuery(user.id, parsed, paging.page, paging.limit));
  }
}
