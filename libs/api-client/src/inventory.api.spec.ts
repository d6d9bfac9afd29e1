import { describe, expect, it } from 'vitest';
import { productNamed } from './testing/fixtures/products.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();
const paneer = productNamed('Sudha Fresh Malai Paneer');

describe('inventoryApi', () => {
  it('lists the shelf a page at a time, by level and by search', async () => {
    const { api, lastRequest } = shop.open();
    const all = await api.inventory.list({ page: 1, limit: 5 });
    expect(all.items).toHaveLength(5);
    expect(all.pagination).toEqual({ page: 1, pages: 3, total: 12, limit: 5 });
    const low = await api.inventory.list({ level: 'low', search: ' paneer ' });
    expect(Object.fromEntries(new URL(lastRequest().url).searchParams)).toEqual({ search: 'paneer', level: 'low', page: '1' });
    expect(low.items).toEqual([
      { productId: paneer._id, name: paneer.name, image: paneer.image, category: 'dairy', onHand: 5, reserved: 2, available: 3, level: 'low' },
    ]);
  });

  it('receives and adjusts stock, and reads the history newest first', async () => {
    const { api, lastRequest } = shop.open();
    await expect(api.inventory.receive(paneer._id, { quantity: 24, note: 'Invoice 4471' })).resolves.toMatchObject({ onHand: 29, available: 27, level: 'in' });
    expect(await lastRequest().json()).toEqual({ quantity: 24, note: 'Invoice 4471' });
    await expect(api.inventory.adjust(paneer._id, { change: -1, reason: 'damaged' })).resolves.toMatchObject({ onHand: 28, available: 26 });
    const history = await api.inventory.history(paneer._id, { page: 1, limit: 2 });
    expect(history.entries.map((entry) => [entry.kind, entry.quantity])).toEqual([
      ['adjusted', -1],
      ['received', 24],
    ]);
    expect(history.pagination).toEqual({ page: 1, pages: 2, total: 4, limit: 2 });
  });

  it("refuses an adjustment below what orders hold, with the server's reason", async () => {
    const { api } = shop.open();
    await expect(api.inventory.adjust(paneer._id, { change: -4, reason: 'count' })).rejects.toMatchObject({
      status: 409,
      message: 'That would leave 1 on hand, fewer than the 2 reserved for orders',
    });
  });
});
