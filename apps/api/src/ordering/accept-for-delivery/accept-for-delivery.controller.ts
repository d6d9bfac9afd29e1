import { HttpCode, Inject, Param, Put } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ChangedOrder, RiderOrderChange } from '../order-detail/changed-order.js';
import { OneOrder } from '../order-detail/one-order.js';
import { AcceptForDeliveryCommand } from './accept-for-delivery.command.js';

/** A rider takes a ready order that no other rider has. */
@RiderOrderChange()
export class AcceptForDeliveryController {
  constructor(@Inject(ChangedOrder) private readonly orders: ChangedOrder) {}

  @Put(':id/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: OneOrder })
  accept(@CurrentUser() rider: AuthenticatedUser, @Param('id') id: string): Promise<OneOrder> {
    return this.orders.after(new AcceptForDeliveryCommand(id, rider), rider, id);
  }
}
