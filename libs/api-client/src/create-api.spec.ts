import { describe, expect, it } from 'vitest';
import { createApi } from './create-api.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('createApi', () => {
  it('composes every area over one client that reads the token on each call', async () => {
    const { requests } = shop.open();
    let token: string | null = null;
    let guestToken: string | null = null;
    const api = createApi({ baseUrl: 'http://shop.test', getToken: () => token, guestTokenStore: { get: () => guestToken, set: (t) => (guestToken = t) } });
    expect(Object.keys(api).sort()).toEqual(
      ['addresses', 'adminOrders', 'audit', 'auth', 'cart', 'deliveryOrders', 'geo', 'guestCart', 'health', 'insights', 'inventory', 'notifications', 'orders', 'packing', 'payments', 'products', 'users'].sort(),
    );
    await api.products.banners();
    token = 'after-login';
    await api.cart.get();
    await api.guestCart.get();
    expect(requests.map((r) => [new URL(r.url).pathname, r.headers.get('authorization')])).toEqual([
      ['/api/banners', null],
      ['/api/cart', 'Bearer after-login'],
      ['/api/guest-cart', 'Bearer after-login'],
    ]);
    expect(guestToken).toMatch(/^[0-9a-f]{32}$/);
  });
});
