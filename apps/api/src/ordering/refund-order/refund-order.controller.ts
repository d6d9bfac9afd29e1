import { BadRequestException, Body, Controller, Headers, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ChangedOrder } from '../order-detail/changed-order.js';
import { OneOrder } from '../order-detail/one-order.js';
import { RefundOrderCommand } from './refund-order.command.js';
import { RefundOrderBody } from './refund-order.dto.js';

@ApiTags('admin')
@Controller('orders')
@Roles('admin')
export class RefundOrderController {
  constructor(@Inject(ChangedOrder) private readonly orders: ChangedOrder) {}

  @Post(':id/refund')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refund part or all of what an online order was paid, with a reason' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per refund asked: the same key again is the same refund' })
  @ApiOkResponse({ type: OneOrder })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'A cash order, nothing captured, or more than is left to refund' })
  refund(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: RefundOrderBody,
    @Headers('idempotency-key') key?: string,
  ): Promise<OneOrder> {
    if (key !== undefined && (key.length > 255 || !/^[\x21-\x7e]+$/.test(key))) throw new BadRequestException('Idempotency-Key must be 1–255 visible characters');
    return this.orders.after(new RefundOrderCommand(admin, id, body.amount, body.reason, key), admin, id);
  }
}
