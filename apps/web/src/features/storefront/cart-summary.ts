import type { Product } from '@jhatpat/api-client';
import { rupeesToPaise } from '@jhatpat/domain';
import type { ProductSummary } from '@jhatpat/machines';

/**
 * What the cart needs to show a product it does not hold yet (a guest cart line, docs/product.md §3): price in paise,
 * and the units left as the screen last heard (issue 18), which the cart's "+" stops at.
 */
export function cartSummaryOf(product: Product, available: number | undefined = product.available): ProductSummary {
  return {
    name: product.name,
    price: rupeesToPaise(product.price),
    image: product.image,
    ...(product.variant ? { variant: product.variant } : {}),
    ...(available === undefined ? {} : { available }),
  };
}
