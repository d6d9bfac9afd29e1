import { Body, Headers, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClientBudgets, LimitPerClient } from '../../platform/http/client-limits/limit-per-client.js';
import { CartView } from '../cart.view.js';
import { guestCaller } from '../cart-caller.js';
import { newGuestToken, parseGuestToken } from '../cart-owner.js';
import { GuestCartRoutes } from '../cart-routes.js';
import { SetQuantityCommand } from './set-quantity.command.js';
import { SetQuantityBody } from './set-quantity.dto.js';

/** A guest's add is the same command as a customer's, on the cart its Guest-Token names (a new one if none). */
@GuestCartRoutes()
export class AddToGuestCartController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ClientBudgets) private readonly budgets: ClientBudgets,
  ) {}

  @Post('add')
  @HttpCode(200)
  @LimitPerClient('guestCartAdds')
  @ApiOkResponse({ type: CartView })
  async add(
    @Body() body: SetQuantityBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('guest-token') header?: string,
  ): Promise<CartView> {
    const token = parseGuestToken(header);
    // An add without a token starts a stream that stays in the log: starting one has a budget of its own.
    if (token === null) this.budgets.spend('newGuestCarts', request, reply);
    const cart = await this.commands.execute(new SetQuantityCommand(guestCaller(token ?? newGuestToken()), body.productId, body.quantity));
    return { msg: 'Cart updated successfully', ...cart };
  }
}
