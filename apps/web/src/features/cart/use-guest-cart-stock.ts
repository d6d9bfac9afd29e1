import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '@jhatpat/api-client';
import { useApi } from '../../shared/services/shop-services';

/**
 * Issue 18: what is left of each product in a guest's cart. A customer's cart comes from the server with
 * every line's `available`; a guest's lives in browser storage (docs/product.md §4) and holds no figure, or
 * the one seen when the product went in, so its lines that lost stock went unflagged. While the cart shows,
 * each line's product is read from the catalog: a product no longer sold (404) has nothing left, and a line
 * whose read failed stays unknown (never flagged on a guess). Live pushes still outrank these figures.
 */
export function useGuestCartStock(productIds: readonly string[], guest: boolean): Readonly<Record<string, number>> {
  const api = useApi();
  const key = [...productIds].sort().join(',');
  const { data } = useQuery({
    queryKey: ['guest-cart-stock', key],
    enabled: guest && key !== '',
    // A line removed changes the key: the other lines keep their flags while the figures are read again.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const figures = await Promise.all(
        key.split(',').map(async (productId) => {
          try {
            return [productId, (await api.products.get(productId)).available] as const;
          } catch (error) {
            if (error instanceof ApiError && error.status === 404) return [productId, 0] as const;
            if (signal.aborted) throw error;
            return null;
          }
        }),
      );
      return Object.fromEntries(figures.filter((figure) => figure !== null));
    },
  });
  return guest ? (data ?? {}) : {};
}
