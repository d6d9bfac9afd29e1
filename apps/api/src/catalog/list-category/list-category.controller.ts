import { BadRequestException, Controller, Get, Header, Inject, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { CatalogCache } from '../catalog-cache.js';
import { catalogMessages } from '../catalog-rules.js';
import { AdminMayIncludeHidden, parseIncludeHidden } from '../include-hidden.guard.js';
import { ProductView } from '../product.view.js';

@ApiTags('products')
@Controller('products/category')
export class ListCategoryController {
  constructor(@Inject(CatalogCache) private readonly cache: CatalogCache) {}

  @Get(':category')
  @Header('content-type', 'application/json; charset=utf-8')
  @AdminMayIncludeHidden()
  @ApiOperation({ summary: 'Products of a category or a featured/banner path, any case ("Milk", "dairy", "paan-corner")' })
  @ApiParam({ name: 'category', description: 'A grid category, featured category or banner path; unknown → []' })
  @ApiOkResponse({ type: [ProductView] })
  @ApiBadRequestResponse({ type: ErrorBody })
  async list(@Param('category') category: string, @Query('includeHidden') includeHiddenRaw?: string): Promise<string | Buffer> {
    const includeHidden = parseIncludeHidden(includeHiddenRaw);
    if (includeHidden === null) throw new BadRequestException(catalogMessages.includeHiddenInvalid);
    const snapshot = await this.cache.current();
    return includeHidden ? JSON.stringify(snapshot.inPath(category, true)) : snapshot.inPathJson(category);
  }
}
