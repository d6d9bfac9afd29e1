import { BadRequestException, Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { CatalogCache } from '../catalog-cache.js';
import { catalogMessages } from '../catalog-rules.js';
import { AdminMayIncludeHidden, parseIncludeHidden } from '../include-hidden.guard.js';
import { AdminProductView, ProductView } from '../product.view.js';
import { forShoppers } from '../products.table.js';

@ApiTags('products')
@Controller('products')
export class GetProductController {
  constructor(@Inject(CatalogCache) private readonly cache: CatalogCache) {}

  @Get(':id')
  @AdminMayIncludeHidden()
  @ApiOperation({ summary: 'One product; a hidden one only for admins with includeHidden=true' })
  @ApiParam({ name: 'id', description: 'The product _id (24 hexadecimal characters)' })
  @ApiOkResponse({ type: ProductView })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Unknown, malformed or hidden id' })
  async get(@Param('id') id: string, @Query('includeHidden') includeHiddenRaw?: string): Promise<AdminProductView> {
    const includeHidden = parseIncludeHidden(includeHiddenRaw);
    if (includeHidden === null) throw new BadRequestException(catalogMessages.includeHiddenInvalid);
    const entry = (await this.cache.current()).entry(id);
    if (!entry || (entry.product.hidden && !includeHidden)) throw new NotFoundException(catalogMessages.productNotFound);
    return includeHidden ? entry.product : forShoppers(entry.product);
  }
}
