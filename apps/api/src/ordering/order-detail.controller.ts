import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { CurrentUser } from '../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../platform/auth/error-body.js';
import { Roles } from '../platform/auth/roles.decorator.js';
import { OrderCommands } from './order-commands.js';
import { OneOrder, OrderReader } from './order-reader.js';

@ApiTags('orders')
@Controller('orders')
export class OrderDetailController {
  constructor(
    @Inject(OrderReader) private readonly reader: OrderReader,
    @Inject(OrderCommands) private readonly commands: OrderCommands,
  ) {}

  @Get(':orderId')
  @Roles('customer', 'admin', 'auditor', 'delivery')
  @ApiOkResponse({ type: OneOrder })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(@CurrentUser() user: AuthenticatedUser, @Param('orderId') orderId: string): Promise<OneOrder> {
    return this.reader.get(user, orderId);
  }

  /** The cart's promise: a customer may cancel until the order is packed. */
  @Post(':orderId/cancel')
  @HttpCode(200)
  @Roles('customer')
  @ApiOkResponse({ type: OneOrder })
  async cancel(@CurrentUser() user: AuthenticatedUser, @Param('orderId') orderId: string): Promise<OneOrder> {
    await this.commands.cancelByCustomer(orderId, user);
    return this.reader.get(user, orderId);
  }
}
