import { Body, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { customerCaller } from '../cart-caller.js';
import { CustomerCartRoutes } from '../cart-routes.js';
import { ChangeQuantityCommand } from './change-quantity.command.js';
import { ChangeQuantityBody, QuantityChanged } from './change-quantity.dto.js';

@CustomerCartRoutes()
export class ChangeQuantityController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put('update')
  @ApiOperation({ summary: 'Change a product’s quantity by a whole number' })
  @ApiOkResponse({ type: QuantityChanged })
  async update(@CurrentUser() user: AuthenticatedUser, @Body() body: ChangeQuantityBody): Promise<QuantityChanged> {
    const cart = await this.commands.execute(new ChangeQuantityCommand(customerCaller(user), body.productId, body.change));
    return { success: true, count: cart.count, total: cart.total };
  }
}
