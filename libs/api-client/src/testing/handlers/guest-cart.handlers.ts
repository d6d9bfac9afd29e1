import { shopRules } from '@jhatpat/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import type { SetQuantity } from '../../cart.api.js';
import { priceCart, refusalOf, setLine } from './cart.handlers.js';
import { bodyOf, type Endpoint, errorReply, failingHandlers, loadingHandlers } from './handler-kit.js';
import { api } from './contract-http.js';
import { createShopState, type ShopState } from './shop-state.js';

export const guestCartEndpoints: readonly Endpoint[] = [
  ['get', '/guest-cart'],
  ['post', '/guest-cart/add'],
];

const GUEST_TOKEN = /^[0-9a-f]{32}$/;
const newGuestToken = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
// A guest chooses no tip; the donation is on by default (docs/product.md §4).
const guestCharges = { tipPaise: 0, donation: shopRules.donationOnByDefault };

/** The guest cart under its Guest-Token: issued on the first call, the same cart on every call after. */
export function guestCartHandlers(state: ShopState = createShopState()): HttpHandler[] {
  const cartFor = (request: Request): { token: string } | { refusal: string } => {
    const header = request.headers.get('guest-token');
    if (header && !GUEST_TOKEN.test(header)) return { refusal: 'Guest-Token must be the 32-character token this shop issued' };
    const token = header || newGuestToken();
    if (!state.guestCarts.has(token)) state.guestCarts.set(token, new Map());
    return { token };
  };
  return [
    api.get('/guest-cart', ({ request }) => {
      const owner = cartFor(request);
      if ('refusal' in owner) return errorReply(400, owner.refusal);
      return HttpResponse.json(priceCart(state, state.guestCarts.get(owner.token)!, guestCharges, owner.token));
    }),
    api.post('/guest-cart/add', async ({ request }) => {
      const owner = cartFor(request);
      if ('refusal' in owner) return errorReply(400, owner.refusal);
      const { productId, quantity } = await bodyOf<SetQuantity>(request);
      const refusal = refusalOf(state, productId, quantity);
      if (refusal) return errorReply(400, refusal);
      const lines = state.guestCarts.get(owner.token)!;
      setLine(lines, productId as string, quantity as number);
      return HttpResponse.json({ msg: 'Cart updated successfully', ...priceCart(state, lines, guestCharges, owner.token) });
    }),
  ];
}

export const guestCartErrorHandlers = (msg?: string, status?: number) => failingHandlers(guestCartEndpoints, msg, status);
export const guestCartLoadingHandlers = () => loadingHandlers(guestCartEndpoints);
