import type { ShopLocale } from '@jhatpat/ui';

// Issue 19 "हिन्दी": product names and subcategories in both languages. The API's product view is getting `nameHi`
// and `subcategoryHi`; these accept any product-like value (today's Product has neither, so English shows), and a
// product without a Hindi name keeps its English one rather than showing nothing.

export function productName(product: { name: string; nameHi?: string | null }, locale: ShopLocale): string {
  return locale === 'hi' && product.nameHi ? product.nameHi : product.name;
}

export function productSubcategory(product: { subcategory?: string | null; subcategoryHi?: string | null }, locale: ShopLocale): string | undefined {
  return (locale === 'hi' && product.subcategoryHi ? product.subcategoryHi : product.subcategory) ?? undefined;
}
