import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { CurrentUser } from '../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../platform/auth/error-body.js';
import { Roles } from '../platform/auth/roles.decorator.js';
import { OrderView, toOrderView } from './order.view.js';
import { listOrders, parseStatusFilter } from './orders.queries.js';
import { PlaceOrderBody, PlaceOrderResult } from './place-order/place-order.dto.js';
import { PlaceOrderHandler } from './place-order/place-order.handler.js';
import { pageOf } from './paging.js';

class CustomerOrders {
  @ApiProperty() success!: boolean;
  @ApiProperty({ type: [OrderView] }) orders!: OrderView[];
}

@ApiTags('orders')
@Controller('user-orders')
@Roles('customer')
export class CustomerOrdersController {
  constructor(
    @Inject(PlaceOrderHandler) private readonly placeOrder: PlaceOrderHandler,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: 'One per checkout attempt; a retry with the same key gets the same order' })
  @ApiCreatedResponse({ type: PlaceOrderResult })
  @ApiConflictResponse({ type: ErrorBody, description: 'A price, line or total changed: nothing was charged' })
  place(@CurrentUser() user: AuthenticatedUser, @Body() body: PlaceOrderBody, @Headers('idempotency-key') key?: string): Promise<PlaceOrderResult> {
    if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
      throw new BadRequestException('An Idempotency-Key header (1–255 visible characters) is required to place an order');
    }
    return this.placeOrder.place(user, body, key);
  }

  @Get()
  @ApiQuery({ name: 'status', required: false })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false })
  @ApiOkResponse({ type: CustomerOrders })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query('status') status?: string,
    @Query('page') page?: string,
    @Query('limit') limit?: string,
  ): Promise<CustomerOrders> {
    const parsed = parseStatusFilter(status);
    if (parsed === 'invalid') throw new BadRequestException('status must be one of all, pending_payment, confirmed, preparing, shipped, delivered, cancelled');
    const { rows } = await listOrders(this.db, { customerId: user.id, status: parsed, ...pageOf(page, limit, 20) });
    return { success: true, orders: rows.map(toOrderView) };
  }
}
