import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { AddressView } from '../address.view.js';
import { ListAddressesQuery } from './list-addresses.query.js';

@ApiTags('addresses')
@Controller('addresses')
export class ListAddressesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @Roles('customer')
  @ApiOperation({ summary: "The caller's saved addresses, the default first, then in the order added" })
  @ApiOkResponse({ type: [AddressView] })
  list(@CurrentUser() user: AuthenticatedUser): Promise<AddressView[]> {
    return this.queries.execute(new ListAddressesQuery(user.id));
  }
}
