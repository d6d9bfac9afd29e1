import { Body, Controller, Inject, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { AdminProductView } from '../product.view.js';
import { ChangeVisibilityCommand } from './change-visibility.command.js';
import { ChangeVisibilityBody } from './change-visibility.dto.js';

@ApiTags('products')
@Controller('products')
export class ChangeVisibilityController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Patch(':id/visibility')
  @Roles('admin')
  @ApiOperation({ summary: 'Hide a product from shoppers or show it again (admin)' })
  @ApiParam({ name: 'id', description: 'The product _id (24 hexadecimal characters)' })
  @ApiOkResponse({ type: AdminProductView })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  change(@Param('id') id: string, @Body() body: ChangeVisibilityBody): Promise<AdminProductView> {
    return this.commands.execute(new ChangeVisibilityCommand(id, body.hidden));
  }
}
