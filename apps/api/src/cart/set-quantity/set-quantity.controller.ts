import { Body, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { CartView } from '../cart.view.js';
import { customerCaller } from '../cart-caller.js';
import { CustomerCartRoutes } from '../cart-routes.js';
import { SetQuantityCommand } from './set-quantity.command.js';
import { SetQuantityBody } from './set-quantity.dto.js';

@CustomerCartRoutes()
export class SetQuantityController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('add')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a product’s absolute quantity (0 removes it)' })
  @ApiOkResponse({ type: CartView })
  async add(@CurrentUser() user: AuthenticatedUser, @Body() body: SetQuantityBody): Promise<CartView> {
    const cart = await this.commands.execute(new SetQuantityCommand(customerCaller(user), body.productId, body.quantity));
    return { msg: 'Cart updated successfully', ...cart };
  }
}
