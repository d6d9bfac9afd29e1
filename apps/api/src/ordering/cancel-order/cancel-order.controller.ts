import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ChangedOrder } from '../order-detail/changed-order.js';
import { OneOrder } from '../order-detail/one-order.js';
import { CancelOrderCommand } from './cancel-order.command.js';

@ApiTags('orders')
@Controller('orders')
export class CancelOrderController {
  constructor(@Inject(ChangedOrder) private readonly orders: ChangedOrder) {}

  /** The cart's promise: a customer may cancel until the order is packed. */
  @Post(':orderId/cancel')
  @HttpCode(200)
  @Roles('customer')
  @ApiOkResponse({ type: OneOrder })
  cancel(@CurrentUser() user: AuthenticatedUser, @Param('orderId') orderId: string): Promise<OneOrder> {
    return this.orders.after(new CancelOrderCommand(orderId, user), user, orderId);
  }
}
