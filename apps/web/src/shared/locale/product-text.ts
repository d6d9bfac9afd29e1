import type { ShopLocale } from '@jhatpat/ui';

// Issue 19 "हिन्दी": product names and subcategories in both languages. The API's products and cart lines carry
// `nameHi` (and products `subcategoryHi`: its English where no Hindi is known); an order's lines keep the English
// name they were placed with, so these accept any product-like value and fall back to the English.

export function productName(product: { name: string; nameHi?: string | null }, locale: ShopLocale): string {
  return locale === 'hi' && product.nameHi ? product.nameHi : product.name;
}

export function productSubcategory(product: { subcategory?: string | null; subcategoryHi?: string | null }, locale: ShopLocale): string | undefined {
  return (locale === 'hi' && product.subcategoryHi ? product.subcategoryHi : product.subcategory) ?? undefined;
}

/** The catalog's Hindi names by product id, for order lines (features/orders/use-catalog-hindi-names.ts reads them). */
export type CatalogHindiNames = Readonly<Record<string, string>>;

/**
 * An order line's name: in Hindi, its product's Hindi name from the catalog when the catalog still knows the
 * product (the line itself keeps only the English it was placed with); else that English.
 */
export function orderLineName(line: { productId: string; name: string }, hindiNames: CatalogHindiNames, locale: ShopLocale): string {
  return (locale === 'hi' && hindiNames[line.productId]) || line.name;
}
