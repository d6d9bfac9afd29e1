import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { AddressBody, addressFormOf } from '../address-body.dto.js';
import { AddressView } from '../address.view.js';
import { AddAddressCommand } from './add-address.command.js';

@ApiTags('addresses')
@Controller('addresses')
export class AddAddressController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Roles('customer')
  @ApiOperation({ summary: 'Save an address for the caller; their first address becomes the default' })
  @ApiCreatedResponse({ type: AddressView })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A docs/product.md §5 message, e.g. "Please fill all required fields"' })
  @ApiConflictResponse({ type: ErrorBody, description: 'The caller already has the most addresses allowed' })
  add(@CurrentUser() user: AuthenticatedUser, @Body() body: AddressBody): Promise<AddressView> {
    return this.commands.execute(new AddAddressCommand(user.id, addressFormOf(body)));
  }
}
