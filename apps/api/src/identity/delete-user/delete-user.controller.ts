import { Controller, Delete, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { DeleteUserCommand } from './delete-user.command.js';

class UserDeleted {
  @ApiProperty({ example: '6921a3c0a1b2c3d4e5000001' }) _id!: string;
  @ApiProperty({ example: 'User deleted' }) msg!: string;
}

@ApiTags('users')
@Controller('users')
export class DeleteUserController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a user (admin); the last admin cannot be deleted' })
  @ApiParam({ name: 'id', description: 'The user _id (24 hexadecimal characters)' })
  @ApiOkResponse({ type: UserDeleted })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The user is the last admin' })
  remove(@Param('id') id: string): Promise<UserDeleted> {
    return this.commands.execute(new DeleteUserCommand(id));
  }
}
