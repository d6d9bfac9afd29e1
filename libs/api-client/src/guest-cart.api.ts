import type { ServerCart, SetQuantity } from './cart.api.js';
import type { HttpClient } from './http.js';

/** Where the guest's cart token is kept between visits (browser storage in the app). */
export interface GuestTokenStore {
  get(): string | null;
  set(token: string): void;
}

export const GUEST_TOKEN_HEADER = 'Guest-Token';

/**
 * docs/product.md §7 guest cart, kept on the server under a Guest-Token: the first call goes without one and
 * the server issues it; every answer carries it, and it is stored so the next call finds the same cart.
 */
export function guestCartApi(http: HttpClient, guestTokenStore: GuestTokenStore) {
  const headers = (): Record<string, string> | undefined => {
    const token = guestTokenStore.get();
    return token ? { [GUEST_TOKEN_HEADER]: token } : undefined;
  };
  const remember = (cart: ServerCart): ServerCart => {
    if (cart.guestToken && cart.guestToken !== guestTokenStore.get()) guestTokenStore.set(cart.guestToken);
    return cart;
  };
  return {
    get: async () => remember(await http.get<ServerCart>('/guest-cart', { headers: headers() })),
    setQuantity: async ({ productId, quantity }: SetQuantity) =>
      remember(await http.post<ServerCart>('/guest-cart/add', { productId, quantity }, { headers: headers() })),
  };
}

export type GuestCartApi = ReturnType<typeof guestCartApi>;
