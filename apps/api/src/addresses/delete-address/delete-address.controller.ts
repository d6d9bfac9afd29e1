import { Controller, Delete, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { AddressDeleted } from './address-deleted.js';
import { DeleteAddressCommand } from './delete-address.command.js';

@ApiTags('addresses')
@Controller('addresses')
export class DeleteAddressController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete(':id')
  @Roles('customer')
  @ApiOperation({ summary: "Delete one of the caller's addresses; deleting the default promotes the most recent other one" })
  @ApiParam({ name: 'id', description: 'The address _id (24 hexadecimal characters)' })
  @ApiOkResponse({ type: AddressDeleted })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such address among the caller’s' })
  remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<AddressDeleted> {
    return this.commands.execute(new DeleteAddressCommand(user.id, id));
  }
}
