import { Body, Controller, Get, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../platform/auth/error-body.js';
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
  ) {}

  @Get()
  @ApiOkResponse({ type: CartView })
  get(@Headers('guest-token') header?: string): Promise<CartView> {
    return this.reader.read({ kind: 'guest', token: parseGuestToken(header) ?? newGuestToken() });
  }

  @Post('add')
  @HttpCode(200)
  @ApiOkResponse({ type: CartView })
  async add(@Body() body: SetQuantityBody, @Headers('guest-token') header?: string): Promise<CartView> {
    const owner = { kind: 'guest' as const, token: parseGuestToken(header) ?? newGuestToken() };
    const cart = await this.commands.setQuantity(owner, body.productId, body.quantity, GUEST);
    return { msg: 'Cart updated successfully', ...(await this.reader.price(owner, cart)) };
  }
}
