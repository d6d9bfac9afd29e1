import { Body, Inject, Param, Put } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { AdminOrderChange, ChangedOrder } from '../order-detail/changed-order.js';
import { OneOrder } from '../order-detail/one-order.js';
import { AssignRiderCommand } from './assign-rider.command.js';
import { AssignRiderBody } from './assign-rider.dto.js';

/** Issue 9 item 5: give an order to a delivery user (or to another one before it is picked up). */
@AdminOrderChange()
export class AssignRiderController {
  constructor(@Inject(ChangedOrder) private readonly orders: ChangedOrder) {}

  @Put(':id/assign')
  @ApiOkResponse({ type: OneOrder })
  assign(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Body() body: AssignRiderBody): Promise<OneOrder> {
    return this.orders.after(new AssignRiderCommand(id, body.riderId, admin), admin, id);
  }
}
