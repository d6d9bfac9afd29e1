import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { countParam } from '../../platform/http/query-params.js';
import { StockHistoryQuery } from './stock-history.query.js';
import { StockHistory } from './stock-history.view.js';

const HISTORY_PAGE_SIZE = 20;

@ApiTags('inventory')
@Controller('admin/inventory')
@Roles('admin')
export class StockHistoryController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':productId/history')
  @ApiOperation({ summary: 'A product’s stock history from its stream, newest first (admin)' })
  @ApiParam({ name: 'productId', description: 'The product _id (24 hexadecimal characters)' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: 'Default 20, at most 100' })
  @ApiOkResponse({ type: StockHistory })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  history(@Param('productId') productId: string, @Query('page') page?: string, @Query('limit') limit?: string): Promise<StockHistory> {
    return this.queries.execute(
      new StockHistoryQuery(productId, countParam(page, 'page', { fallback: 1, max: 100_000 }), countParam(limit, 'limit', { fallback: HISTORY_PAGE_SIZE, max: 100 })),
    );
  }
}
