import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { LimitPerClient } from '../../platform/http/client-limits/limit-per-client.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { SEARCH_MAX_LENGTH } from '../catalog-rules.js';
import { SearchResult } from '../product.view.js';
import { searchTextOf } from './search-products.dto.js';
import { SearchProductsHandler } from './search-products.handler.js';
import { SearchProductsQuery } from './search-products.query.js';

@ApiTags('products')
@Controller('products')
export class SearchProductsController {
  constructor(@Inject(SearchProductsHandler) private readonly handler: SearchProductsHandler) {}

  // A hot path like the shelf list: no DTO and no query bus, the answer leaves as JSON bytes
  // remembered with the catalog snapshot.
  @Get('search')
  @LimitPerClient('searches')
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Visible products matching q, best first (at most 50); typos forgiven' })
  @ApiQuery({ name: 'q', required: false, description: 'What the shopper typed; trimmed, blank finds nothing', schema: { type: 'string', maxLength: SEARCH_MAX_LENGTH } })
  @ApiOkResponse({ type: SearchResult })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'q longer than 100 characters or containing NUL, or another parameter' })
  search(@Query() query: Record<string, unknown>): Promise<Buffer> {
    return this.handler.execute(new SearchProductsQuery(searchTextOf(query)));
  }
}
