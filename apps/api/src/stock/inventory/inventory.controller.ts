import { BadRequestException, Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { countParam, optionalChoice } from '../../platform/http/query-params.js';
import { InventoryQuery, inventoryLevels } from './inventory.query.js';
import { InventoryPage } from './inventory.view.js';

const INVENTORY_PAGE_SIZE = 20;

@ApiTags('inventory')
@Controller('admin/inventory')
@Roles('admin')
export class InventoryController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Every product’s stock, least available first within a level filter (admin)' })
  @ApiQuery({ name: 'search', required: false, description: 'Words of the product’s name' })
  @ApiQuery({ name: 'level', required: false, enum: inventoryLevels, description: 'Default all' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: 'Default 20, at most 100' })
  @ApiOkResponse({ type: InventoryPage })
  @ApiBadRequestResponse({ type: ErrorBody })
  list(@Query('search') search?: string, @Query('level') level?: string, @Query('page') page?: string, @Query('limit') limit?: string): Promise<InventoryPage> {
    if (search !== undefined && (typeof search !== 'string' || search.length > 100)) throw new BadRequestException('search must be at most 100 characters');
    const chosen = optionalChoice(level, ['low', 'out'] as const, 'level') ?? 'all';
    const paging = { page: countParam(page, 'page', { fallback: 1, max: 100_000 }), limit: countParam(limit, 'limit', { fallback: INVENTORY_PAGE_SIZE, max: 100 }) };
    return this.queries.execute(new InventoryQuery({ search: search?.trim() || undefined, level: chosen, ...paging }));
  }
}
