import { HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { PackedOrder, PackingRoute } from '../packing/packed-order.js';
import { OnePackingOrder } from '../packing/packing.view.js';
import { PickLineCommand } from './pick-line.command.js';

/** A line is in the bag, every unit of it. */
@PackingRoute()
export class PickLineController {
  constructor(@Inject(PackedOrder) private readonly orders: PackedOrder) {}

  @Post(':id/lines/:productId/pick')
  @HttpCode(200)
  @ApiOkResponse({ type: OnePackingOrder })
  pick(@CurrentUser() packer: AuthenticatedUser, @Param('id') id: string, @Param('productId') productId: string): Promise<OnePackingOrder> {
    return this.orders.after(new PickLineCommand(id, productId, packer), id);
  }
}
