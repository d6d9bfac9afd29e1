import type { Product } from '@jhatpat/api-client';
import { rupeesToPaise } from '@jhatpat/domain';
import type { ProductSummary } from '@jhatpat/machines';

/** What the cart needs to show a product it does not hold yet (a guest cart line, docs/product.md §3): price in paise. */
export function cartSummaryOf(product: Product): ProductSummary {
  return { name: product.name, price: rupeesToPaise(product.price), image: product.image, ...(product.variant ? { variant: product.variant } : {}) };
}
