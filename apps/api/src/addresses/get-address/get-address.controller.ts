import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { AddressView } from '../address.view.js';
import { GetAddressQuery } from './get-address.query.js';

@ApiTags('addresses')
@Controller('addresses')
export class GetAddressController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':id')
  @Roles('customer')
  @ApiOperation({ summary: "One of the caller's addresses" })
  @ApiParam({ name: 'id', description: 'The address _id (24 hexadecimal characters)' })
  @ApiOkResponse({ type: AddressView })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such address among the caller’s' })
  get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<AddressView> {
    return this.queries.execute(new GetAddressQuery(user.id, id));
  }
}
