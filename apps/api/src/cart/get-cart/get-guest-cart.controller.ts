import { Get, Headers, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CartView } from '../cart.view.js';
import { newGuestToken, parseGuestToken } from '../cart-owner.js';
import { GuestCartRoutes } from '../cart-routes.js';
import { GetCartQuery } from './get-cart.query.js';

@GuestCartRoutes()
export class GetGuestCartController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  // Reading makes nothing: a request without a token is answered with an empty cart and a new token.
  @Get()
  @ApiOkResponse({ type: CartView })
  get(@Headers('guest-token') header?: string): Promise<CartView> {
    return this.queries.execute(new GetCartQuery({ kind: 'guest', token: parseGuestToken(header) ?? newGuestToken() }));
  }
}
