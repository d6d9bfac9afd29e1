import { Body, Inject, Param, Put } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { AdminOrderChange, ChangedOrder } from '../order-detail/changed-order.js';
import { OneOrder } from '../order-detail/one-order.js';
import { ChangePaymentStatusCommand } from './change-payment-status.command.js';
import { ChangePaymentStatusBody } from './change-payment-status.dto.js';

/** A cash order's payment status (an online order's follows its payments). */
@AdminOrderChange()
export class ChangePaymentStatusController {
  constructor(@Inject(ChangedOrder) private readonly orders: ChangedOrder) {}

  @Put(':id/payment-status')
  @ApiOkResponse({ type: OneOrder })
  paymentStatus(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Body() body: ChangePaymentStatusBody): Promise<OneOrder> {
    return this.orders.after(new ChangePaymentStatusCommand(id, body.paymentStatus, admin), admin, id);
  }
}
