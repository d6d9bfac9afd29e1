import { Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { CartView } from '../cart.view.js';
import { customerCaller } from '../cart-caller.js';
import { CustomerCartRoutes } from '../cart-routes.js';
import { GetCartQuery } from './get-cart.query.js';

@CustomerCartRoutes()
export class GetCartController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @ApiOkResponse({ type: CartView })
  get(@CurrentUser() user: AuthenticatedUser): Promise<CartView> {
    return this.queries.execute(new GetCartQuery(customerCaller(user).owner));
  }
}
