import { Body, Inject, Param, Put } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { AdminOrderChange, ChangedOrder } from '../order-detail/changed-order.js';
import { OneOrder } from '../order-detail/one-order.js';
import { ChangeDeliveryDetailsCommand } from './change-delivery-details.command.js';
import { DeliveryDetailsBody } from './change-delivery-details.dto.js';

/** The carrier and tracking number the customer sees. */
@AdminOrderChange()
export class ChangeDeliveryDetailsController {
  constructor(@Inject(ChangedOrder) private readonly orders: ChangedOrder) {}

  @Put(':id/delivery-details')
  @ApiOkResponse({ type: OneOrder })
  deliveryDetails(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Body() body: DeliveryDetailsBody): Promise<OneOrder> {
    return this.orders.after(new ChangeDeliveryDetailsCommand(id, body.carrier.trim(), body.trackingNumber.trim(), admin), admin, id);
  }
}
