import { discountPercentage, paiseToRupees } from '@jhatpat/domain';
import type { AdminProductView } from './product.view.js';

export interface ProductRow {
  id: string;
  slug: string;
  name: string;
  /** NULL until a Hindi name is known: the views show the English one. */
  name_hi: string | null;
  price_paise: number;
  original_price_paise: number;
  weight: string;
  unit: string;
  variant: string;
  short_desc: string;
  description: string;
  category: string;
  subcategory: string;
  subcategory_hi: string | null;
  tags: string[];
  image: string;
  hidden: boolean;
  available: number;
}

// `available` is the stock context's read model (stock_view), read with the row so every product view
// carries it; a product no stock event has touched has no row and nothing to sell (docs/decisions.md#stock).
export const PRODUCT_COLUMNS = `id, slug, name, name_hi, price_paise, original_price_paise, weight, unit, variant, short_desc,
  description, category, subcategory, subcategory_hi, tags, image, hidden,
  COALESCE((SELECT s.available FROM stock_view s WHERE s.product_id = products.id), 0) AS available`;

export const PLACEHOLDER_IMAGE = '/api/images/products/placeholder.svg';

export const imageUrlFor = (slug: string): string => `/api/images/products/${slug}.svg`;

/** The REST shape of a row; `hidden` is kept for admin views and stripped for shoppers. */
export function toProductView(row: ProductRow): AdminProductView {
  return {
    _id: row.id,
    name: row.name,
    nameHi: row.name_hi ?? row.name,
    price: paiseToRupees(row.price_paise),
    originalPrice: paiseToRupees(row.original_price_paise),
    discountPercentage: discountPercentage(row.price_paise, row.original_price_paise),
    image: row.image,
    weight: row.weight,
    variant: row.variant,
    unit: row.unit,
    desc: row.short_desc,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    subcategoryHi: row.subcategory_hi ?? row.subcategory,
    available: row.available,
    hidden: row.hidden,
  };
}

/** Shoppers never see the visibility flag. */
export function forShoppers({ hidden: _hidden, ...product }: AdminProductView): AdminProductView {
  return product;
}
