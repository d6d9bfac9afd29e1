import { BadRequestException, Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { paymentStatuses, shopRules } from '@jhatpat/domain';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { parsePaymentFilter, parseStatusFilter } from '../orders.queries.js';
import { pageOf } from '../paging.js';
import { AdminOrdersQuery } from './admin-orders.query.js';
import { AdminOrders } from './admin-orders.view.js';

/** docs/product.md §7 "Admin": the order list with its filters and search. */
@ApiTags('admin')
@Controller('orders')
@Roles('admin')
export class AdminOrdersController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: 'Default 10' })
  @ApiQuery({ name: 'status', required: false })
  @ApiQuery({ name: 'paymentStatus', required: false })
  @ApiQuery({ name: 'search', required: false, description: 'Order id (a leading # is ignored), phone or name' })
  @ApiOkResponse({ type: AdminOrders })
  list(
    @Query('page') page?: string,
    @Query('limit') limit?: string,
    @Query('status') status?: string,
    @Query('paymentStatus') paymentStatus?: string,
    @Query('search') search?: string,
  ): Promise<AdminOrders> {
    const parsedStatus = parseStatusFilter(status);
    const parsedPayment = parsePaymentFilter(paymentStatus);
    if (parsedStatus === 'invalid') throw new BadRequestException('status is not an order status');
    if (parsedPayment === 'invalid') throw new BadRequestException(`paymentStatus must be one of ${paymentStatuses.join(', ')}`);
    if (search !== undefined && search.length > 100) throw new BadRequestException('search must be at most 100 characters');
    const paging = pageOf(page, limit, shopRules.adminOrdersPageSize);
    return this.queries.execute(new AdminOrdersQuery({ status: parsedStatus, paymentStatus: parsedPayment, search, ...paging }));
  }
}
