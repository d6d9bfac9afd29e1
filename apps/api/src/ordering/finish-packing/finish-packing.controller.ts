import { HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { PackedOrder, PackingRoute } from '../packing/packed-order.js';
import { OnePackingOrder } from '../packing/packing.view.js';
import { FinishPackingCommand } from './finish-packing.command.js';

/** Every line decided: packed, the units picked off the shelves, ready for riders. */
@PackingRoute()
export class FinishPackingController {
  constructor(@Inject(PackedOrder) private readonly orders: PackedOrder) {}

  @Post(':id/finish')
  @HttpCode(200)
  @ApiOkResponse({ type: OnePackingOrder })
  finish(@CurrentUser() packer: AuthenticatedUser, @Param('id') id: string): Promise<OnePackingOrder> {
    return this.orders.after(new FinishPackingCommand(id, packer), id);
  }
}
