import { Body, Inject, Param, Put } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { AdminOrderChange, ChangedOrder } from '../order-detail/changed-order.js';
import { OneOrder } from '../order-detail/one-order.js';
import { ChangeOrderStatusCommand } from './change-order-status.command.js';
import { ChangeStatusBody } from './change-order-status.dto.js';

/** Move an order along the transition table (an event with the admin as its actor). */
@AdminOrderChange()
export class ChangeOrderStatusController {
  constructor(@Inject(ChangedOrder) private readonly orders: ChangedOrder) {}

  @Put(':id/status')
  @ApiOkResponse({ type: OneOrder })
  status(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Body() body: ChangeStatusBody): Promise<OneOrder> {
    return this.orders.after(new ChangeOrderStatusCommand(id, body.status, admin), admin, id);
  }
}
