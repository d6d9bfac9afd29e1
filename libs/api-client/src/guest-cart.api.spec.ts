import { describe, expect, it } from 'vitest';
import { productNamed } from './testing/fixtures/products.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();
const bread = productNamed('Harvest Gold White Bread');

describe('guestCartApi', () => {
  it('goes without a Guest-Token at first and keeps the token the server issues', async () => {
    const { api, guest, lastRequest } = shop.open();
    const cart = await api.guestCart.get();
    expect(lastRequest().headers.has('guest-token')).toBe(false);
    expect(cart.guestToken).toMatch(/^[0-9a-f]{32}$/);
    expect(guest.stored).toEqual([cart.guestToken]);
  });

  it('sends the stored token on every later call, so each call finds the same cart', async () => {
    const { api, guest, lastRequest } = shop.open();
    const first = await api.guestCart.setQuantity({ productId: bread._id, quantity: 2 });
    expect(first).toMatchObject({ msg: 'Cart updated successfully', count: 2, total: 90 });
    const again = await api.guestCart.get();
    expect(lastRequest().headers.get('guest-token')).toBe(first.guestToken);
    expect(again.products).toEqual(first.products);
    // The same token is not stored again.
    expect(guest.stored).toEqual([first.guestToken]);
  });

  it("raises the server's refusal of a bad quantity", async () => {
    const { api } = shop.open();
    await expect(api.guestCart.setQuantity({ productId: bread._id, quantity: 100 })).rejects.toMatchObject({
      status: 400,
      message: 'You can add at most 99 of one product',
    });
  });
});
