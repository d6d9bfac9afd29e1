import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { AddressBody, addressFormOf } from '../address-body.dto.js';
import { AddressView } from '../address.view.js';
import { UpdateAddressCommand } from './update-address.command.js';

@ApiTags('addresses')
@Controller('addresses')
export class UpdateAddressController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put(':id')
  @Roles('customer')
  @ApiOperation({ summary: "Replace the form fields of one of the caller's addresses (the default flag is kept)" })
  @ApiParam({ name: 'id', description: 'The address _id (24 hexadecimal characters)' })
  @ApiOkResponse({ type: AddressView })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A docs/product.md §5 message, e.g. "Please fill all required fields"' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such address among the caller’s' })
  update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: AddressBody): Promise<AddressView> {
    return this.commands.execute(new UpdateAddressCommand(user.id, id, addressFormOf(body)));
  }
}
