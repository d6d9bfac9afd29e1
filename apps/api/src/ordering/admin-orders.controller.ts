import { BadRequestException, Body, Controller, Get, Inject, NotFoundException, Param, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { paymentStatuses, shopRules } from '@jhatpat/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { CurrentUser } from '../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../platform/auth/error-body.js';
import { Roles } from '../platform/auth/roles.decorator.js';
import { AssignRiderBody, ChangePaymentStatusBody, ChangeStatusBody, DeliveryDetailsBody } from './admin-orders.dto.js';
import { OrderCommands } from './order-commands.js';
import { OneOrder, OrderReader } from './order-reader.js';
import { OrderView, toOrderView } from './order.view.js';
import { listOrders, parsePaymentFilter, parseStatusFilter } from './orders.queries.js';
import { pageOf } from './paging.js';

class Pagination {
  @ApiProperty() page!: number;
  @ApiProperty() pages!: number;
  @ApiProperty() total!: number;
}

class AdminOrders {
  @ApiProperty({ type: [OrderView] }) orders!: OrderView[];
  @ApiProperty() pagination!: Pagination;
}

/** SPEC §7 "Admin": the order list with its filters and search, and the admin's changes (each an event). */
@ApiTags('admin')
@Controller('orders')
@Roles('admin')
@ApiConflictResponse({ type: ErrorBody, description: 'Not allowed by the transition table (docs/decisions.md)' })
export class AdminOrdersController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(OrderCommands) private readonly commands: OrderCommands,
    @Inject(OrderReader) private readonly detail: OrderReader,
  ) {}

  @Get()
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: 'Default 10' })
  @ApiQuery({ name: 'status', required: false })
  @ApiQuery({ name: 'paymentStatus', required: false })
  @ApiQuery({ name: 'search', required: false, description: 'Order id (a leading # is ignored), phone or name' })
  @ApiOkResponse({ type: AdminOrders })
  async list(
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
    const { rows, total } = await listOrders(this.db, { status: parsedStatus, paymentStatus: parsedPayment, search, ...paging });
    return { orders: rows.map(toOrderView), pagination: { page: paging.page, pages: Math.max(1, Math.ceil(total / paging.limit)), total } };
  }

  @Put(':id/status')
  @ApiOkResponse({ type: OneOrder })
  async status(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Body() body: ChangeStatusBody): Promise<OneOrder> {
    await this.commands.changeStatus(id, body.status, admin);
    return this.detail.get(admin, id);
  }

  @Put(':id/payment-status')
  @ApiOkResponse({ type: OneOrder })
  async paymentStatus(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Body() body: ChangePaymentStatusBody): Promise<OneOrder> {
    await this.commands.changePaymentStatus(id, body.paymentStatus, admin);
    return this.detail.get(admin, id);
  }

  @Put(':id/delivery-details')
  @ApiOkResponse({ type: OneOrder })
  async deliveryDetails(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Body() body: DeliveryDetailsBody): Promise<OneOrder> {
    await this.commands.changeDeliveryDetails(id, body.carrier.trim(), body.trackingNumber.trim(), admin);
    return this.detail.get(admin, id);
  }

  /** Issue 9 item 5: give an order to a delivery user (or to another one before it is picked up). */
  @Put(':id/assign')
  @ApiOkResponse({ type: OneOrder })
  async assign(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Body() body: AssignRiderBody): Promise<OneOrder> {
    const [rider]: { id: string; name: string; role: string }[] = await this.db.query(`SELECT id, name, role FROM users WHERE id = $1`, [body.riderId]);
    if (!rider) throw new NotFoundException('Delivery user not found');
    if (rider.role !== 'delivery') throw new BadRequestException('Only a user with the delivery role can be assigned an order');
    await this.commands.assignRider(id, { id: rider.id.trim(), name: rider.name }, admin);
    return this.detail.get(admin, id);
  }
}
