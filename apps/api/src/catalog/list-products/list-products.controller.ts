import { BadRequestException, Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { CatalogCache, productPage } from '../catalog-cache.js';
import { catalogMessages, PAGE_LIMIT_MAX } from '../catalog-rules.js';
import { AdminMayIncludeHidden, parseIncludeHidden } from '../include-hidden.guard.js';
import { ProductPage, ProductView } from '../product.view.js';
import { SHELF_LIST_CONTENT_TYPE } from './shelf-list-from-memory.js';

@ApiTags('products')
@ApiExtraModels(ProductPage, ProductView)
@Controller('products')
export class ListProductsController {
  constructor(@Inject(CatalogCache) private readonly cache: CatalogCache) {}

  // The hot path: no DTO and no query bus, the shopper list leaves as JSON serialised once per snapshot;
  // with no query and a fresh snapshot, a hook of the route answers before this (shelf-list-from-memory.ts).
  @Get()
  @Header('content-type', SHELF_LIST_CONTENT_TYPE)
  @AdminMayIncludeHidden()
  @ApiOperation({ summary: 'All visible products, in shelf order; a page of them when page or limit is given' })
  @ApiQuery({ name: 'page', required: false, description: 'From 1; with limit, answers { products, pagination }' })
  @ApiQuery({ name: 'limit', required: false, description: `1 to ${PAGE_LIMIT_MAX} (default 20)` })
  @ApiOkResponse({
    description: 'An array of products, or { products, pagination } when page or limit is given',
    schema: { oneOf: [{ type: 'array', items: { $ref: getSchemaPath(ProductView) } }, { $ref: getSchemaPath(ProductPage) }] },
  })
  @ApiBadRequestResponse({ type: ErrorBody })
  async list(
    @Query('page') page?: string,
    @Query('limit') limit?: string,
    @Query('includeHidden') includeHiddenRaw?: string,
  ): Promise<string | Buffer> {
    const includeHidden = parseIncludeHidden(includeHiddenRaw);
    if (includeHidden === null) throw new BadRequestException(catalogMessages.includeHiddenInvalid);
    const snapshot = await this.cache.current();
    if (page === undefined && limit === undefined) {
      return includeHidden ? JSON.stringify(snapshot.all(true)) : snapshot.visibleJson();
    }
    const pageNumber = wholeNumber(page ?? '1', 1, Number.MAX_SAFE_INTEGER, catalogMessages.pageInvalid);
    const size = wholeNumber(limit ?? '20', 1, PAGE_LIMIT_MAX, catalogMessages.limitInvalid);
    return includeHidden ? JSON.stringify(productPage(snapshot.all(true), pageNumber, size)) : snapshot.visiblePageJson(pageNumber, size);
  }
}

function wholeNumber(raw: unknown, min: number, max: number, message: string): number {
  const value = typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new BadRequestException(message);
  return value;
}
