import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useShopText } from '@jhatpat/ui';
import type { CatalogHindiNames } from '../../shared/locale/product-text';
import { useApi } from '../../shared/services/shop-services';

const none: CatalogHindiNames = {};

/**
 * Issue 19 "हिन्दी": an order's lines keep the English name they were placed with (GET /orders/:id sends no
 * nameHi), so a Hindi reader's order page reads each line's product from the catalog for its Hindi name. Only in
 * Hindi (English readers fetch nothing); a product the catalog no longer shows (404) or a failed read keeps
 * the line's English, never an error on the order page.
 */
export function useCatalogHindiNames(productIds: readonly string[]): CatalogHindiNames {
  const api = useApi();
  const { locale } = useShopText();
  const key = [...new Set(productIds)].sort().join(',');
  const { data } = useQuery({
    queryKey: ['catalog-hindi-names', key],
    enabled: locale === 'hi' && key !== '',
    // A substitute pushed while packing changes the key: the names already read stay while the new one is read.
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const reads = await Promise.allSettled(key.split(',').map((productId) => api.products.get(productId)));
      return Object.fromEntries(
        reads.flatMap((read) => (read.status === 'fulfilled' && read.value.nameHi ? [[read.value._id, read.value.nameHi] as const] : [])),
      );
    },
  });
  return locale === 'hi' ? (data ?? none) : none;
}
