import { Controller, Inject, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { AddressView } from '../address.view.js';
import { SetDefaultAddressCommand } from './set-default-address.command.js';

@ApiTags('addresses')
@Controller('addresses')
export class SetDefaultAddressController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Patch(':id/set-default')
  @Roles('customer')
  @ApiOperation({ summary: "Make one of the caller's addresses the default (the previous default stops being one)" })
  @ApiParam({ name: 'id', description: 'The address _id (24 hexadecimal characters)' })
  @ApiOkResponse({ type: AddressView, description: 'The new default address' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such address among the caller’s' })
  setDefault(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<AddressView> {
    return this.commands.execute(new SetDefaultAddressCommand(user.id, id));
  }
}
