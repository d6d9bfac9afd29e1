// The seeded catalog is written as shelves: one category and subcategory, rows of
// [name, weight, price ₹, original price ₹, extra tags?, search keywords?]. No runtime imports,
// so tools/scripts/generate-product-images.mjs can load these files too.

export interface SeedProduct {
  slug: string;
  name: string;
  weight: string;
  unit: string;
  pricePaise: number;
  originalPricePaise: number;
  category: string;
  subcategory: string;
  /** Lower-cased extra catalog paths the product is listed under (featured and banner paths). */
  tags: string[];
  /** Other spellings shoppers type (Hinglish, local names), searched with the name. */
  keywords: string;
}

export type ShelfRow = [name: string, weight: string, price: number, originalPrice: number, tags?: string[], keywords?: string];

/** A saving of this much or more puts the product on the special-offers banner path. */
const SPECIAL_OFFER_MIN_PERCENT = 18;

export function shelf(category: string, subcategory: string, shelfTags: string[], rows: ShelfRow[]): SeedProduct[] {
  return rows.map(([name, weight, price, originalPrice, tags = [], keywords = '']) => {
    const pricePaise = Math.round(price * 100);
    const originalPricePaise = Math.round(originalPrice * 100);
    const offer = (originalPricePaise - pricePaise) * 100 >= SPECIAL_OFFER_MIN_PERCENT * originalPricePaise;
    const allTags = [...shelfTags, ...tags, ...(offer ? ['special-offers'] : [])].map((tag) => tag.toLowerCase());
    return {
      slug: productSlug(name, weight),
      name,
      weight: weight || '1 pc',
      unit: unitOf(weight),
      pricePaise,
      originalPricePaise,
      category,
      subcategory,
      tags: [...new Set(allTags)],
      keywords,
    };
  });
}

/** "Amul Taaza Toned Milk", "500 ml" → "amul-taaza-toned-milk-500-ml" (the image file name). */
export function productSlug(name: string, weight: string): string {
  return `${name} ${weight}`
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The unit of sale read from the weight label: "500 ml" → "ml", "6 pcs" → "pcs", "1 pack" → "pack". */
export function unitOf(weight: string): string {
  const match = /^[\d.]+\s*(?:x\s*[\d.]+\s*)?([a-zA-Z]+)/.exec(weight.trim());
  return match ? match[1].toLowerCase() : 'pc';
}
