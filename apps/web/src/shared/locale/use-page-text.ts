import { fillText, useShopText, type ShopText } from '@jhatpat/ui';

/**
 * The shopper's language for a lazy page with long texts of its own (the content pages, the staff's pointer): the
 * shop's t() with the page's Hindi laid over it. Those texts travel in the page's own chunk, not in the shared
 * dictionary every Hindi reader loads with the storefront, whose first load with Hindi on has a 170 kB budget
 * (docs/decisions.md#hindi). Only t() sees them: such pages have no plural texts.
 * apps/web/src/app/hindi-coverage.spec.ts checks each page's texts against its own Hindi.
 */
export function usePageText(pageHindi: Readonly<Record<string, string>>): ShopText {
  const text = useShopText();
  if (text.locale !== 'hi') return text;
  return { ...text, t: (english, values) => (english in pageHindi ? fillText(pageHindi[english], values) : text.t(english, values)) };
}
