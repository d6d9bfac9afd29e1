import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { UserView } from '../user.view.js';
import { UpdateUserCommand } from './update-user.command.js';
import { UpdateUserBody } from './update-user.dto.js';

@ApiTags('users')
@Controller('users')
export class UpdateUserController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: "Change a user's name, phone and role (admin)" })
  @ApiParam({ name: 'id', description: 'The user _id (24 hexadecimal characters)' })
  @ApiOkResponse({ type: UserView })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Phone already used, or the change would leave no admin' })
  update(@Param('id') id: string, @Body() body: UpdateUserBody): Promise<UserView> {
    return this.commands.execute(new UpdateUserCommand(id, body.name, body.phone, body.role));
  }
}
