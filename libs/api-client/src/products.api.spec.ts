import { describe, expect, it } from 'vitest';
import { milkProductFixtures, productNamed } from './testing/fixtures/products.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('productsApi', () => {
  it('lists the visible catalog, and a page of it with its pagination', async () => {
    const { api, lastRequest } = shop.open();
    const all = await api.products.list();
    expect(all).toHaveLength(12);
    expect(all[0]).not.toHaveProperty('hidden');
    const page = await api.products.listPage({ page: 2, limit: 5 });
    expect(new URL(lastRequest().url).search).toBe('?page=2&limit=5');
    expect(page.products.map((p) => p._id)).toEqual(all.slice(5, 10).map((p) => p._id));
    expect(page.pagination).toEqual({ page: 2, pages: 3, total: 12, limit: 5 });
  });

  it('searches with the trimmed text and says how many were found', async () => {
    const { api, lastRequest } = shop.open();
    const result = await api.products.search('  milk ');
    expect(new URL(lastRequest().url).searchParams.get('q')).toBe('milk');
    expect(result).toEqual({ success: true, products: milkProductFixtures, message: '3 products found' });
    await expect(api.products.search('   ')).resolves.toMatchObject({ products: [], message: 'Please enter a search term' });
  });

  it('reads a category in any case, one product, and the 5 banners', async () => {
    const { api } = shop.open();
    const dairy = await api.products.byCategory('Dairy');
    expect(dairy.map((p) => p.subcategory)).toEqual(['milk', 'milk', 'milk', 'paneer', 'eggs']);
    await expect(api.products.get(dairy[0]._id)).resolves.toEqual(dairy[0]);
    await expect(api.products.byCategory('no such/../shelf')).resolves.toEqual([]);
    expect((await api.products.banners()).map((b) => b.path)).toEqual(['seasonal-sale', 'paan-corner', 'special-offers', 'fruits', 'staples']);
  });

  it("lets an admin hide a product: shoppers lose it, includeHidden shows it with its flag", async () => {
    const { api, lastRequest } = shop.open();
    const paan = productNamed('Magahi Paan');
    await expect(api.products.setHidden(paan._id, true)).resolves.toMatchObject({ _id: paan._id, hidden: true });
    expect(await lastRequest().json()).toEqual({ hidden: true });
    expect((await api.products.list()).some((p) => p._id === paan._id)).toBe(false);
    await expect(api.products.get(paan._id)).rejects.toMatchObject({ status: 404, message: 'Product not found' });
    const everything = await api.products.list({ includeHidden: true });
    expect(new URL(lastRequest().url).searchParams.get('includeHidden')).toBe('true');
    expect(everything.find((p) => p._id === paan._id)).toMatchObject({ hidden: true });
  });

  it('adds a product (name and price required) and edits it', async () => {
    const { api } = shop.open();
    await expect(api.products.add({ name: 'Sattu', price: '' as unknown as number })).rejects.toMatchObject({ status: 400 });
    await expect(api.products.add({ name: '', price: 10 })).rejects.toMatchObject({ status: 400, message: 'Name and price are required' });
    const added = await api.products.add({ name: 'Bihari Sattu', price: '85.50', category: 'Staples' });
    expect(added).toMatchObject({ name: 'Bihari Sattu', price: 85.5, category: 'staples', hidden: false });
    const edited = await api.products.edit(added._id, { originalPrice: 95 });
    expect(edited).toMatchObject({ price: 85.5, originalPrice: 95, discountPercentage: 10 });
    await expect(api.products.get(added._id)).resolves.toMatchObject({ originalPrice: 95 });
  });
});
