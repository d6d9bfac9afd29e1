import { HttpCode, Inject, Param, Put } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ChangedOrder, RiderOrderChange } from '../order-detail/changed-order.js';
import { OneOrder } from '../order-detail/one-order.js';
import { DeliverOrderCommand } from './deliver-order.command.js';

/** The rider hands the order over (a cash order is paid at the door). */
@RiderOrderChange()
export class DeliverOrderController {
  constructor(@Inject(ChangedOrder) private readonly orders: ChangedOrder) {}

  @Put(':id/delivered')
  @HttpCode(200)
  @ApiOkResponse({ type: OneOrder })
  delivered(@CurrentUser() rider: AuthenticatedUser, @Param('id') id: string): Promise<OneOrder> {
    return this.orders.after(new DeliverOrderCommand(id, rider), rider, id);
  }
}
