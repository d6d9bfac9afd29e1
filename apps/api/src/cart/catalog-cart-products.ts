import type { ProductCatalog } from '../catalog/index.js';
import type { CartProduct, CartProducts } from './cart-products.js';

/** The cart's port onto the catalog: only products a shopper may buy now. */
export class CatalogCartProducts implements CartProducts {
  constructor(private readonly catalog: ProductCatalog) {}

  async findAvailable(ids: readonly string[]): Promise<Map<string, CartProduct>> {
    const products = await this.catalog.findShelfProducts(ids);
    return new Map(
      products
        .filter((product) => !product.hidden)
        .map((product) => [product.id, { id: product.id, name: product.name, nameHi: product.nameHi, pricePaise: product.pricePaise, image: product.image, variant: product.variant || null, available: product.available }]),
    );
  }
}
