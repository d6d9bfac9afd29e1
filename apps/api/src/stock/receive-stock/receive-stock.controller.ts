import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { InventoryItemQuery } from '../inventory/inventory.query.js';
import { InventoryItem } from '../inventory/inventory.view.js';
import { ReceiveStockCommand } from './receive-stock.command.js';
import { ReceiveStockBody } from './receive-stock.dto.js';

@ApiTags('inventory')
@Controller('admin/inventory')
@Roles('admin')
export class ReceiveStockController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Post(':productId/receive')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record units arriving at the dark store (admin)' })
  @ApiParam({ name: 'productId', description: 'The product _id (24 hexadecimal characters)' })
  @ApiOkResponse({ type: InventoryItem })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  async receive(@Param('productId') productId: string, @Body() body: ReceiveStockBody, @CurrentUser() user: AuthenticatedUser): Promise<InventoryItem> {
    await this.commands.execute(new ReceiveStockCommand(productId, body.quantity, body.note || null, user));
    return this.queries.execute(new InventoryItemQuery(productId));
  }
}
