import { Body, Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { AdminProductView } from '../product.view.js';
import { AddProductCommand } from './add-product.command.js';
import { AddProductBody } from './add-product.dto.js';

@ApiTags('products')
@Controller('products')
export class AddProductController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('add')
  @HttpCode(HttpStatus.CREATED)
  @Roles('admin')
  @ApiOperation({ summary: 'Add a product (admin); it is visible at once' })
  @ApiCreatedResponse({ type: AdminProductView })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'e.g. "Name and price are required"' })
  add(@Body() body: AddProductBody): Promise<AdminProductView> {
    return this.commands.execute(new AddProductCommand(body));
  }
}
