import { BadRequestException, Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiCreatedResponse, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { PlaceOrderCommand } from './place-order.command.js';
import { PlaceOrderBody, PlaceOrderConflict, PlaceOrderResult } from './place-order.dto.js';

@ApiTags('orders')
@Controller('user-orders')
@Roles('customer')
export class PlaceOrderController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: 'One per checkout attempt; a retry with the same key gets the same order' })
  @ApiCreatedResponse({ type: PlaceOrderResult })
  @ApiConflictResponse({ type: PlaceOrderConflict, description: 'A price, line or total changed, or stock ran short (shortLines): nothing was charged or reserved' })
  place(@CurrentUser() user: AuthenticatedUser, @Body() body: PlaceOrderBody, @Headers('idempotency-key') key?: string): Promise<PlaceOrderResult> {
    if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
      throw new BadRequestException('An Idempotency-Key header (1–255 visible characters) is required to place an order');
    }
    return this.commands.execute(new PlaceOrderCommand(user, body, key));
  }
}
