import type { HttpClient } from './http.js';
import { segment } from './path-segment.js';
import type { paths } from './contract/openapi.js';

// Issue 18's admin inventory, typed by the API's own contract (`npm run contracts`), by route rather than by schema name.
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Ok<O> = O extends { responses: infer R } ? { [S in keyof R]: S extends 200 | 201 ? Json<R[S]> : never }[keyof R] : never;
type BodyOf<O> = O extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;

/** GET /admin/inventory: one page of products with on hand, reserved, available and level. */
export type InventoryPage = Ok<paths['/api/admin/inventory']['get']>;
export type InventoryItem = InventoryPage['items'][number];
/** A product's stock level as the inventory shows it. */
export type InventoryLevel = InventoryItem['level'];
/** The inventory's filter: every product, the low ones, or the sold-out ones. */
export type InventoryFilter = 'all' | 'low' | 'out';
export const inventoryFilters: readonly InventoryFilter[] = ['all', 'low', 'out'];

export type ReceiveStock = BodyOf<paths['/api/admin/inventory/{productId}/receive']['post']>;
export type AdjustStock = BodyOf<paths['/api/admin/inventory/{productId}/adjust']['post']>;
export type AdjustReason = AdjustStock['reason'];

/** A product's stock stream, newest first, one page at a time. */
export type StockHistory = Ok<paths['/api/admin/inventory/{productId}/history']['get']>;
export type StockHistoryEntry = StockHistory['entries'][number];

export interface InventoryQuery {
  search?: string;
  level?: InventoryFilter;
  /** From 1. */
  page?: number;
  limit?: number;
}

/** The admin's inventory: list, receive stock, adjust with a reason, and each product's history. */
export function inventoryApi(http: HttpClient) {
  const product = (productId: string) => `/admin/inventory/${segment(productId)}`;
  return {
    list: ({ search, level = 'all', page = 1, limit }: InventoryQuery = {}) =>
      http.get<InventoryPage>('/admin/inventory', { query: { search: search?.trim() || undefined, level, page, limit } }),
    receive: (productId: string, body: ReceiveStock) => http.post<InventoryItem>(`${product(productId)}/receive`, body),
    adjust: (productId: string, body: AdjustStock) => http.post<InventoryItem>(`${product(productId)}/adjust`, body),
    history: (productId: string, { page = 1, limit }: { page?: number; limit?: number } = {}) =>
      http.get<StockHistory>(`${product(productId)}/history`, { query: { page, limit } }),
  };
}

export type InventoryApi = ReturnType<typeof inventoryApi>;
