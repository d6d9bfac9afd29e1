import { Module } from '@nestjs/common';
import { AddProductController } from './add-product/add-product.controller.js';
import { AddProductHandler } from './add-product/add-product.handler.js';
import { ListBannersController } from './banners/list-banners.controller.js';
import { CatalogCache } from './catalog-cache.js';
import { ChangeVisibilityController } from './change-visibility/change-visibility.controller.js';
import { ChangeVisibilityHandler } from './change-visibility/change-visibility.handler.js';
import { EditProductController } from './edit-product/edit-product.controller.js';
import { EditProductHandler } from './edit-product/edit-product.handler.js';
import { GetProductController } from './get-product/get-product.controller.js';
import { ImageFiles } from './images/image-files.js';
import { ServeImageController } from './images/serve-image.controller.js';
import { IncludeHiddenGuard } from './include-hidden.guard.js';
import { ListCategoryController } from './list-category/list-category.controller.js';
import { ListProductsController } from './list-products/list-products.controller.js';
import { ProductCatalog } from './product-catalog.js';
import { SearchProductsController } from './search-products/search-products.controller.js';
import { SearchProductsHandler } from './search-products/search-products.handler.js';
import { SeedDemoCatalog } from './seed/seed-demo-catalog.js';

/** Products, banners and their images: the storefront's reads (cached) and the admin's writes. */
@Module({
  controllers: [
    ListProductsController,
    SearchProductsController,
    ListCategoryController,
    GetProductController,
    AddProductController,
    EditProductController,
    ChangeVisibilityController,
    ListBannersController,
    ServeImageController,
  ],
  providers: [
    CatalogCache,
    ProductCatalog,
    ImageFiles,
    IncludeHiddenGuard,
    SeedDemoCatalog,
    SearchProductsHandler,
    AddProductHandler,
    EditProductHandler,
    ChangeVisibilityHandler,
  ],
  exports: [ProductCatalog],
})
export class CatalogModule {}
