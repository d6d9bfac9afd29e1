import { stockLevel } from '@jhatpat/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import type { AdjustStock, InventoryItem, ReceiveStock, StockHistoryEntry } from '../../inventory.api.js';
import type { AdminProduct } from '../../products.api.js';
import { productFixtures } from '../fixtures/products.js';
import { availableOf, shelfOf, type ShelfStock } from '../fixtures/stock.js';
import { bodyOf, type Endpoint, errorReply, failingHandlers, loadingHandlers, pageOf } from './handler-kit.js';
import { api } from './contract-http.js';

export const inventoryEndpoints: readonly Endpoint[] = [
  ['get', '/admin/inventory'],
  ['post', '/admin/inventory/:productId/receive'],
  ['post', '/admin/inventory/:productId/adjust'],
  ['get', '/admin/inventory/:productId/history'],
];

const ADMIN = { id: 'user-admin-1', name: 'Admin' };
const reasons = ['damaged', 'expired', 'count', 'other'] as const;
const NOT_FOUND = 'Product not found';
/** The order holding the fixture shelf's reserved units. */
const OPEN_ORDER = '6922b4d0e1f2a3b4c5d6ab12';
/** Its number, which the API's stock history gives with every order movement (apps/api stock-history.handler). */
const OPEN_ORDER_NUMBER = 'JP-000412';

/** The dark store behind one handler set: a receive or an adjustment shows in the next list and history. */
export interface InventoryState {
  products: Pick<AdminProduct, '_id' | 'name' | 'image' | 'category'>[];
  shelf: Map<string, ShelfStock>;
  /** Per product, oldest first. */
  history: Map<string, StockHistoryEntry[]>;
  position: number;
}

/** Over the fixture catalog and shelf by default; `shelf` gives other figures by product id. */
export function createInventoryState({ products = productFixtures, shelf = {} as Record<string, ShelfStock> } = {}): InventoryState {
  const state: InventoryState = { products: structuredClone(products), shelf: new Map(), history: new Map(), position: 0 };
  for (const product of state.products) {
    const stock = shelf[product._id] ?? shelfOf(product.name);
    state.shelf.set(product._id, { ...stock });
    // The shelf's opening delivery, so each history starts where the figures came from.
    // The shelf's opening delivery and what orders hold, so each history adds up to the figures shown.
    const opening: StockHistoryEntry[] = [];
    if (stock.onHand > 0) opening.push({ position: ++state.position, kind: 'received', quantity: stock.onHand, by: ADMIN, at: '2026-11-26T05:30:00.000Z' });
    if (stock.reserved > 0) opening.push({ position: ++state.position, kind: 'reserved', quantity: stock.reserved, orderId: OPEN_ORDER, orderNumber: OPEN_ORDER_NUMBER, at: '2026-11-26T07:40:00.000Z' });
    state.history.set(product._id, opening);
  }
  return state;
}

function itemOf(state: InventoryState, product: InventoryState['products'][number]): InventoryItem {
  const stock = state.shelf.get(product._id)!;
  const available = availableOf(stock);
  return { productId: product._id, name: product.name, image: product.image, category: product.category, ...stock, available, level: stockLevel(available) };
}

const noteProblem = (note: unknown) => (note !== undefined && (typeof note !== 'string' || note.length > 200) ? 'note must be at most 200 characters' : null);

/** The admin inventory of the stock contract, with its validation and its 409 for an adjustment below what is reserved. */
export function inventoryHandlers(state: InventoryState = createInventoryState()): HttpHandler[] {
  const find = (id: string) => state.products.find((p) => p._id === id);
  const record = (productId: string, entry: Omit<StockHistoryEntry, 'position' | 'at' | 'by'>) =>
    state.history.get(productId)!.push({ ...entry, position: ++state.position, by: ADMIN, at: new Date().toISOString() });

  return [
    api.get('/admin/inventory', ({ request }) => {
      const url = new URL(request.url);
      const search = url.searchParams.get('search')?.trim().toLowerCase() ?? '';
      const level = url.searchParams.get('level') ?? 'all';
      const items = state.products
        .map((product) => itemOf(state, product))
        .filter((item) => !search || item.name.toLowerCase().includes(search) || item.category.toLowerCase().includes(search))
        .filter((item) => level === 'all' || item.level === level);
      return HttpResponse.json(pageOf(items, url, 20));
    }),
    api.post('/admin/inventory/{productId}/receive', async ({ request, params }) => {
      const product = find(params.productId);
      if (!product) return errorReply(404, NOT_FOUND);
      const { quantity, note } = await bodyOf<ReceiveStock>(request);
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 100_000) return errorReply(400, 'quantity must be a whole number from 1 to 100000');
      const problem = noteProblem(note);
      if (problem) return errorReply(400, problem);
      state.shelf.get(product._id)!.onHand += quantity;
      record(product._id, { kind: 'received', quantity, ...(note ? { note } : {}) });
      return HttpResponse.json(itemOf(state, product));
    }),
    api.post('/admin/inventory/{productId}/adjust', async ({ request, params }) => {
      const product = find(params.productId);
      if (!product) return errorReply(404, NOT_FOUND);
      const { change, reason, note } = await bodyOf<AdjustStock>(request);
      if (typeof change !== 'number' || !Number.isInteger(change) || change === 0) return errorReply(400, 'change must be a whole number other than 0');
      if (!reasons.some((r) => r === reason)) return errorReply(400, `reason must be one of ${reasons.join(', ')}`);
      const problem = noteProblem(note);
      if (problem) return errorReply(400, problem);
      const stock = state.shelf.get(product._id)!;
      if (stock.onHand + change < stock.reserved) {
        return errorReply(409, `That would leave ${stock.onHand + change} on hand, fewer than the ${stock.reserved} reserved for orders`);
      }
      stock.onHand += change;
      record(product._id, { kind: 'adjusted', quantity: change, reason, ...(note ? { note } : {}) });
      return HttpResponse.json(itemOf(state, product));
    }),
    api.get('/admin/inventory/{productId}/history', ({ request, params }) => {
      const product = find(params.productId);
      if (!product) return errorReply(404, NOT_FOUND);
      const newestFirst = [...state.history.get(product._id)!].reverse();
      const { items, pagination } = pageOf(newestFirst, new URL(request.url), 20);
      return HttpResponse.json({ productId: product._id, name: product.name, entries: items, pagination });
    }),
  ];
}

export const inventoryEmptyHandlers = () => inventoryHandlers(createInventoryState({ products: [] }));
export const inventoryErrorHandlers = (msg?: string, status?: number) => failingHandlers(inventoryEndpoints, msg, status);
export const inventoryLoadingHandlers = () => loadingHandlers(inventoryEndpoints);
