import type { ShopLocale } from '@jhatpat/ui';

// Issue 19 "हिन्दी": product names and subcategories in both languages. The API's products, cart lines and order
// lines (and a packing substitute) carry `nameHi` (and products `subcategoryHi`): its English where no Hindi is
// known, an order line's as it was sold (docs/decisions.md#hindi-order-lines). These fall back to the English too.

export function productName(product: { name: string; nameHi?: string | null }, locale: ShopLocale): string {
  return locale === 'hi' && product.nameHi ? product.nameHi : product.name;
}

export function productSubcategory(product: { subcategory?: string | null; subcategoryHi?: string | null }, locale: ShopLocale): string | undefined {
  return (locale === 'hi' && product.subcategoryHi ? product.subcategoryHi : product.subcategory) ?? undefined;
}
