import { Body, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { PackedOrder, PackingRoute } from '../packing/packed-order.js';
import { ShortLineBody } from '../packing/packing.dto.js';
import { OnePackingOrder } from '../packing/packing.view.js';
import { ShortLineCommand } from './short-line.command.js';

/** Fewer units on the shelf than ordered: they come off the bill, refunded to a prepaid order. */
@PackingRoute()
export class ShortLineController {
  constructor(@Inject(PackedOrder) private readonly orders: PackedOrder) {}

  @Post(':id/lines/:productId/short')
  @HttpCode(200)
  @ApiOkResponse({ type: OnePackingOrder })
  short(@CurrentUser() packer: AuthenticatedUser, @Param('id') id: string, @Param('productId') productId: string, @Body() body: ShortLineBody): Promise<OnePackingOrder> {
    return this.orders.after(new ShortLineCommand(id, productId, body.missing, packer), id);
  }
}
