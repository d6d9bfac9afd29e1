import { Delete, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { CartView } from '../cart.view.js';
import { customerCaller } from '../cart-caller.js';
import { CustomerCartRoutes } from '../cart-routes.js';
import { EmptyCartCommand } from './empty-cart.command.js';

@CustomerCartRoutes()
export class EmptyCartController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete()
  @ApiOkResponse({ type: CartView })
  empty(@CurrentUser() user: AuthenticatedUser): Promise<CartView> {
    return this.commands.execute(new EmptyCartCommand(customerCaller(user)));
  }
}
