import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { InventoryItemQuery } from '../inventory/inventory.query.js';
import { InventoryItem } from '../inventory/inventory.view.js';
import { AdjustStockCommand } from './adjust-stock.command.js';
import { AdjustStockBody } from './adjust-stock.dto.js';

@ApiTags('inventory')
@Controller('admin/inventory')
@Roles('admin')
export class AdjustStockController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Post(':productId/adjust')
  @HttpCode(200)
  @ApiOperation({ summary: 'Correct a product’s stock by hand, with a reason (admin)' })
  @ApiParam({ name: 'productId', description: 'The product _id (24 hexadecimal characters)' })
  @ApiOkResponse({ type: InventoryItem })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The change would take on hand below what orders have reserved' })
  async adjust(@Param('productId') productId: string, @Body() body: AdjustStockBody, @CurrentUser() user: AuthenticatedUser): Promise<InventoryItem> {
    await this.commands.execute(new AdjustStockCommand(productId, body.change, body.reason, body.note || null, user));
    return this.queries.execute(new InventoryItemQuery(productId));
  }
}
