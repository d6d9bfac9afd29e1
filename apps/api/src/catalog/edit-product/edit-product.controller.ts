import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { AdminProductView } from '../product.view.js';
import { EditProductCommand } from './edit-product.command.js';
import { EditProductBody } from './edit-product.dto.js';

@ApiTags('products')
@Controller('products')
export class EditProductController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Edit a product (admin): the fields given change, the others stay' })
  @ApiParam({ name: 'id', description: 'The product _id (24 hexadecimal characters)' })
  @ApiOkResponse({ type: AdminProductView })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  edit(@Param('id') id: string, @Body() body: EditProductBody): Promise<AdminProductView> {
    return this.commands.execute(new EditProductCommand(id, body));
  }
}
