import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../platform/auth/error-body.js';
import { ClientBudgets, LimitPerClient } from '../platform/http/client-limits/limit-per-client.js';
import { SetQuantityBody } from './cart.dto.js';
import { CartView } from './cart.view.js';
import { CartCommands } from './cart-commands.js';
import { newGuestToken, parseGuestToken } from './cart-owner.js';
import { CartReader } from './cart-reader.js';

const GUEST = { actorId: null, role: 'guest' };

/** SPEC §7 guest cart: kept on the server under a Guest-Token, issued when the request has none. */
@ApiTags('cart')
@Controller('guest-cart')
@ApiHeader({ name: 'Guest-Token', required: false, description: 'Omit on the first call; send back the guestToken after' })
@ApiBadRequestResponse({ type: ErrorBody })
export class GuestCartController {
  constructor(
    @Inject(CartCommands) private readonly commands: CartCommands,
    @Inject(CartReader) private readonly reader: CartReader,
    @Inject(ClientBudgets) private readonly budgets: ClientBudgets,
  ) {}

  // Reading makes nothing: a request without a token is answered with an empty cart and a new token.
  @Get()
  @ApiOkResponse({ type: CartView })
  get(@Headers('guest-token') header?: string): Promise<CartView> {
    return this.reader.read({ kind: 'guest', token: parseGuestToken(header) ?? newGuestToken() });
  }

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
    const owner = { kind: 'guest' as const, token: token ?? newGuestToken() };
    const cart = await this.commands.setQuantity(owner, body.productId, body.quantity, GUEST);
    return { msg: 'Cart updated successfully', ...(await this.reader.price(owner, cart)) };
  }
}
