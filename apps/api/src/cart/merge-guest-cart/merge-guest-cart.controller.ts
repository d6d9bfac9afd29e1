import { Body, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { CartView } from '../cart.view.js';
import { customerCaller } from '../cart-caller.js';
import { CustomerCartRoutes } from '../cart-routes.js';
import { MergeGuestCartCommand } from './merge-guest-cart.command.js';
import { MergeGuestCartBody } from './merge-guest-cart.dto.js';

@CustomerCartRoutes()
export class MergeGuestCartController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('merge-guest')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bring a guest cart into this cart in one step (the larger quantity wins)' })
  @ApiOkResponse({ type: CartView })
  mergeGuest(@CurrentUser() user: AuthenticatedUser, @Body() body: MergeGuestCartBody): Promise<CartView> {
    return this.commands.execute(new MergeGuestCartCommand(customerCaller(user), body.guestToken));
  }
}
