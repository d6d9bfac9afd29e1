import { Controller, Get, Inject, Query as QueryParams } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { SearchResult } from '../product.view.js';
import { SearchParams } from './search-products.dto.js';
import { SearchProductsQuery } from './search-products.query.js';

@ApiTags('products')
@Controller('products')
export class SearchProductsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('search')
  @ApiOperation({ summary: 'Visible products matching q, best first (at most 50); typos forgiven' })
  @ApiOkResponse({ type: SearchResult })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'q longer than 100 characters or containing NUL' })
  search(@QueryParams() params: SearchParams): Promise<SearchResult> {
    return this.queries.execute(new SearchProductsQuery(params.q ?? ''));
  }
}
