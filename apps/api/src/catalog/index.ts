export { CatalogModule } from './catalog.module.js';
export { pricedProductsOf, ProductCatalog, type PricedProduct } from './product-catalog.js';
export type { StockMove } from './catalog-cache.js';
export { seedCatalog } from './seed/seed-catalog.data.js';
export type { SeedProduct } from './seed/shelf.js';
export { banners } from './banners/banners.data.js';
export { CatalogCache } from './catalog-cache.js';
export { answerShelfListFromMemory } from './list-products/shelf-list-from-memory.js';
