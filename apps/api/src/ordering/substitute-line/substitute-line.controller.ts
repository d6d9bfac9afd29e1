import { Body, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { PackedOrder, PackingRoute } from '../packing/packed-order.js';
import { SubstituteLineBody } from '../packing/packing.dto.js';
import { OnePackingOrder } from '../packing/packing.view.js';
import { SubstituteLineCommand } from './substitute-line.command.js';

/** Another product of the same category at the same or a lower price; a cheaper one refunds the difference. */
@PackingRoute()
export class SubstituteLineController {
  constructor(@Inject(PackedOrder) private readonly orders: PackedOrder) {}

  @Post(':id/lines/:productId/substitute')
  @HttpCode(200)
  @ApiOkResponse({ type: OnePackingOrder })
  substitute(@CurrentUser() packer: AuthenticatedUser, @Param('id') id: string, @Param('productId') productId: string, @Body() body: SubstituteLineBody): Promise<OnePackingOrder> {
    return this.orders.after(new SubstituteLineCommand(id, productId, body.productId, packer), id);
  }
}
