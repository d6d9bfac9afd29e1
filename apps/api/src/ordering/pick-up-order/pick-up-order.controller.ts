import { HttpCode, Inject, Param, Put } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ChangedOrder, RiderOrderChange } from '../order-detail/changed-order.js';
import { OneOrder } from '../order-detail/one-order.js';
import { PickUpOrderCommand } from './pick-up-order.command.js';

/** The rider who took the order has it in hand: it is shipped. */
@RiderOrderChange()
export class PickUpOrderController {
  constructor(@Inject(ChangedOrder) private readonly orders: ChangedOrder) {}

  @Put(':id/picked-up')
  @HttpCode(200)
  @ApiOkResponse({ type: OneOrder })
  pickedUp(@CurrentUser() rider: AuthenticatedUser, @Param('id') id: string): Promise<OneOrder> {
    return this.orders.after(new PickUpOrderCommand(id, rider), rider, id);
  }
}
