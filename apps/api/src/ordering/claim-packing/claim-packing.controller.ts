import { HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { PackedOrder, PackingRoute } from '../packing/packed-order.js';
import { OnePackingOrder } from '../packing/packing.view.js';
import { ClaimPackingCommand } from './claim-packing.command.js';

/** A packer takes a confirmed order off the queue (409 when another packer has it). */
@PackingRoute()
export class ClaimPackingController {
  constructor(@Inject(PackedOrder) private readonly orders: PackedOrder) {}

  @Post(':id/claim')
  @HttpCode(200)
  @ApiOkResponse({ type: OnePackingOrder })
  claim(@CurrentUser() packer: AuthenticatedUser, @Param('id') id: string): Promise<OnePackingOrder> {
    return this.orders.after(new ClaimPackingCommand(id, packer), id);
  }
}
