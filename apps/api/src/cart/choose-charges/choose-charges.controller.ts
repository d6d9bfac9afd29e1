import { Body, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { CartView } from '../cart.view.js';
import { customerCaller } from '../cart-caller.js';
import { CustomerCartRoutes } from '../cart-routes.js';
import { ChooseChargesCommand } from './choose-charges.command.js';
import { ChooseChargesBody } from './choose-charges.dto.js';

@CustomerCartRoutes()
export class ChooseChargesController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('update-charges')
  @HttpCode(200)
  @ApiOperation({ summary: 'Choose the tip and the donation; delivery and handling are the shop’s' })
  @ApiOkResponse({ type: CartView })
  updateCharges(@CurrentUser() user: AuthenticatedUser, @Body() body: ChooseChargesBody): Promise<CartView> {
    return this.commands.execute(new ChooseChargesCommand(customerCaller(user), body.tipAmount, body.donationAmount));
  }
}
