import { rupeesToPaise, shopRules } from '@jhatpat/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import type { ChangeQuantity, ChosenCharges, ServerCart, SetQuantity } from '../../cart.api.js';
import { buildServerCart } from '../fixtures/cart.js';
import { bodyOf, type Endpoint, errorReply, failingHandlers, loadingHandlers } from './handler-kit.js';
import { api } from './contract-http.js';
import { type CartLines, createShopState, type ShopState } from './shop-state.js';

export const cartEndpoints: readonly Endpoint[] = [
  ['get', '/cart'],
  ['post', '/cart/add'],
  ['put', '/cart/update'],
  ['post', '/cart/update-charges'],
  ['delete', '/cart'],
  ['post', '/cart/merge-guest'],
];

const MAX_QUANTITY = 99;

/** A cart's lines priced with today's catalog, as the API answers (hidden products drop out). */
export function priceCart(state: ShopState, lines: CartLines, charges: { tipPaise: number; donation: boolean }, guestToken?: string): ServerCart {
  const priced = [...lines].flatMap(([productId, quantity]) => {
    const product = state.products.find((p) => p._id === productId && !p.hidden);
    return product ? [{ product, quantity }] : [];
  });
  return buildServerCart({ lines: priced, tipPaise: charges.tipPaise, donation: charges.donation, guestToken });
}

/** The cart's own refusal for a new quantity, or null when it may be set (apps/api cart-rules). */
export function refusalOf(state: ShopState, productId: unknown, quantity: unknown): string | null {
  if (typeof productId !== 'string' || !/^[0-9a-f]{24}$/.test(productId)) return 'productId must be the id of a product';
  if (typeof quantity !== 'number') return 'quantity must be a number';
  if (!Number.isInteger(quantity)) return 'quantity must be a whole number';
  if (quantity < 0) return 'Quantity cannot go below 0';
  if (quantity > MAX_QUANTITY) return `You can add at most ${MAX_QUANTITY} of one product`;
  if (!state.products.some((p) => p._id === productId && !p.hidden)) return 'Product not found';
  return null;
}

export function setLine(lines: CartLines, productId: string, quantity: number): void {
  if (quantity === 0) lines.delete(productId);
  else lines.set(productId, quantity);
}

/** The signed-in customer's cart: each change shows in the next GET /cart. */
export function cartHandlers(state: ShopState = createShopState()): HttpHandler[] {
  const current = () => priceCart(state, state.cart.lines, state.cart);
  return [
    api.get('/cart', () => HttpResponse.json(current())),
    api.post('/cart/add', async ({ request }) => {
      const { productId, quantity } = await bodyOf<SetQuantity>(request);
      const refusal = refusalOf(state, productId, quantity);
      if (refusal) return errorReply(400, refusal);
      setLine(state.cart.lines, productId as string, quantity as number);
      return HttpResponse.json({ msg: 'Cart updated successfully', ...current() });
    }),
    api.put('/cart/update', async ({ request }) => {
      const { productId, change } = await bodyOf<ChangeQuantity>(request);
      if (typeof change !== 'number' || !Number.isInteger(change)) return errorReply(400, 'change must be a whole number');
      const quantity = (state.cart.lines.get(String(productId)) ?? 0) + change;
      const refusal = refusalOf(state, productId, quantity);
      if (refusal) return errorReply(400, refusal);
      setLine(state.cart.lines, productId as string, quantity);
      const cart = current();
      return HttpResponse.json({ success: true, count: cart.count, total: cart.total });
    }),
    api.post('/cart/update-charges', async ({ request }) => {
      const { tipAmount, donationAmount } = await bodyOf<ChosenCharges>(request);
      if (typeof tipAmount !== 'number' || !Number.isInteger(tipAmount) || tipAmount < 0 || tipAmount > 500) {
        return errorReply(400, `Tip must be 0, ${shopRules.tipChoicesRupees.join(', ')} or a whole amount up to 500 rupees`);
      }
      if (donationAmount !== 0 && donationAmount !== 1) return errorReply(400, 'Donation must be 0 or 1');
      state.cart.tipPaise = rupeesToPaise(tipAmount);
      state.cart.donation = donationAmount === 1;
      return HttpResponse.json(current());
    }),
    api.delete('/cart', () => {
      state.cart.lines.clear();
      return HttpResponse.json(current());
    }),
    api.post('/cart/merge-guest', async ({ request }) => {
      const { guestToken } = await bodyOf<{ guestToken: string }>(request);
      if (typeof guestToken !== 'string' || !/^[0-9a-f]{32}$/.test(guestToken)) return errorReply(400, 'guestToken must be a guest cart token');
      // The larger quantity wins, as the API merges.
      for (const [productId, quantity] of state.guestCarts.get(guestToken) ?? []) setLine(state.cart.lines, productId, Math.max(quantity, state.cart.lines.get(productId) ?? 0));
      state.guestCarts.delete(guestToken);
      return HttpResponse.json(current());
    }),
  ];
}

export function cartEmptyHandlers(): HttpHandler[] {
  return cartHandlers(createShopState({ cart: { lines: [] } }));
}

export const cartErrorHandlers = (msg?: string, status?: number) => failingHandlers(cartEndpoints, msg, status);
export const cartLoadingHandlers = () => loadingHandlers(cartEndpoints);
