import { describe, expect, it } from 'vitest';
import { serverCartFixture } from './testing/fixtures/cart.js';
import { productNamed } from './testing/fixtures/products.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();
const paneer = productNamed('Sudha Fresh Malai Paneer');
const milk = productNamed('Amul Taaza Toned Milk');

describe('cartApi', () => {
  it("reads the customer's server cart with the bearer token", async () => {
    const { api, lastRequest } = shop.open();
    await expect(api.cart.get()).resolves.toEqual(serverCartFixture);
    expect(lastRequest().headers.get('authorization')).toBe('Bearer spec-token');
  });

  it('sets an absolute quantity with POST /cart/add, and the next GET /cart shows it; 0 removes the line', async () => {
    const { api, lastRequest } = shop.open();
    const added = await api.cart.setQuantity({ productId: paneer._id, quantity: 3 });
    expect(lastRequest().method).toBe('POST');
    expect(new URL(lastRequest().url).pathname).toBe('/api/cart/add');
    expect(added.msg).toBe('Cart updated successfully');
    expect((await api.cart.get()).products.at(-1)).toEqual({
      productId: { _id: paneer._id, name: paneer.name, nameHi: 'सुधा फ्रेश मलाई पनीर', price: 90, image: paneer.image, variant: '200 g' },
      quantity: 3,
      available: paneer.available,
    });
    const removed = await api.cart.setQuantity({ productId: paneer._id, quantity: 0 });
    expect(removed.products.some((line) => line.productId._id === paneer._id)).toBe(false);
  });

  it('changes a quantity by a delta and answers count and total; below 0 is refused', async () => {
    const { api } = shop.open();
    await expect(api.cart.change({ productId: milk._id, change: 1 })).resolves.toEqual({ success: true, count: 5, total: 175.5 });
    await expect(api.cart.change({ productId: milk._id, change: -4 })).rejects.toMatchObject({ status: 400, message: 'Quantity cannot go below 0' });
  });

  it('sends all four charges of docs/product.md §7 and the server keeps the tip and the donation', async () => {
    const { api, lastRequest } = shop.open();
    const cart = await api.cart.updateCharges({ tipAmount: 50, donationAmount: 0 });
    expect(await lastRequest().json()).toEqual({ tipAmount: 50, donationAmount: 0, deliveryCharge: 0, handlingCharge: 2 });
    expect(cart).toMatchObject({ tipAmount: 50, donationAmount: 0, grandTotal: 148.5 + 2 + 50 });
    await expect(api.cart.updateCharges({ tipAmount: 12.5, donationAmount: 1 })).rejects.toMatchObject({ status: 400 });
  });

  it('clears the cart, and merges a guest cart into it (the larger quantity wins)', async () => {
    const { api, guest } = shop.open();
    await api.guestCart.setQuantity({ productId: milk._id, quantity: 5 });
    await api.guestCart.setQuantity({ productId: paneer._id, quantity: 1 });
    const merged = await api.cart.mergeGuest(guest.token!);
    expect(merged.products.map((l) => [l.productId.name, l.quantity])).toEqual([
      ['Amul Taaza Toned Milk', 5],
      ['Harvest Gold White Bread', 1],
      ['Robusta Banana', 1],
      ['Sudha Fresh Malai Paneer', 1],
    ]);
    const cleared = await api.cart.clear();
    expect(cleared).toMatchObject({ products: [], count: 0, itemsTotal: 0 });
  });
});
