import { bannerPaths, featuredCategories, shopCategories } from '@jhatpat/domain';
import { seedCatalog } from '../../src/catalog/index.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';

// docs/product.md §3's fields, and the Hindi name and shelf name of issue 19 (docs/decisions.md#hindi-catalog).
const SPEC_FIELDS = ['_id', 'name', 'nameHi', 'price', 'originalPrice', 'discountPercentage', 'image', 'weight', 'variant', 'unit', 'desc', 'description', 'category', 'subcategory', 'subcategoryHi', 'available'];

describe('catalog reads (seeded demo catalog)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
  });
  afterAll(() => shop.close());

  const get = async (path: string) => {
    const response = await shop.request(path);
    return { status: response.status, body: await jsonOf(response), headers: response.headers };
  };

  it('lists the whole seeded catalog as a plain array of docs/product.md §3 products', async () => {
    const { status, body } = await get('/api/products');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(200);
    expect(body).toHaveLength(seedCatalog.length);
    for (const product of body) {
      expect(Object.keys(product).sort()).toEqual([...SPEC_FIELDS].sort());
      expect(product._id).toMatch(/^[0-9a-f]{24}$/);
      expect(product.originalPrice).toBeGreaterThanOrEqual(product.price);
      expect(product.discountPercentage).toBe(Math.floor(((product.originalPrice - product.price) * 100) / product.originalPrice + 1e-9));
      expect(Number.isInteger(Math.round(product.price * 100))).toBe(true);
      expect(product.weight).not.toBe('');
      expect(product.image).toMatch(/^\/api\/images\/products\/[a-z0-9-]+\.svg$/);
    }
    const milk = body.find((p: { name: string }) => p.name === 'Amul Taaza Toned Milk');
    expect(milk).toMatchObject({ price: 27, originalPrice: 28, discountPercentage: 3, weight: '500 ml', category: 'dairy' });
  });

  it('covers all 20 grid categories and every featured and banner path', async () => {
    for (const path of [...shopCategories, ...featuredCategories, ...bannerPaths]) {
      const { status, body } = await get(`/api/products/category/${path}`);
      expect({ path, status, some: body.length > 0 }).toEqual({ path, status: 200, some: true });
    }
  });

  it('matches categories without case, and answers [] for unknown ones', async () => {
    const lower = (await get('/api/products/category/milk')).body;
    expect(lower.length).toBeGreaterThan(0);
    expect((await get('/api/products/category/Milk')).body).toEqual(lower);
    expect((await get('/api/products/category/MILK')).body).toEqual(lower);
    expect((await get('/api/products/category/DAIRY')).body.every((p: { category: string }) => p.category === 'dairy')).toBe(true);
    expect((await get('/api/products/category/paan-corner')).body.length).toBeGreaterThan(0);
    for (const unknown of ['no-such-shelf', "' OR 1=1 --", '%25', '_']) {
      expect(await get(`/api/products/category/${encodeURIComponent(unknown)}`)).toMatchObject({ status: 200, body: [] });
    }
  });

  it('pages the list when page or limit is given', async () => {
    const all = (await get('/api/products')).body;
    const { status, body } = await get('/api/products?page=2&limit=10');
    expect(status).toBe(200);
    expect(body.products).toEqual(all.slice(10, 20));
    expect(body.pagination).toEqual({ page: 2, pages: Math.ceil(all.length / 10), total: all.length, limit: 10 });
    expect((await get('/api/products?limit=0')).body).toEqual({ statusCode: 400, msg: expect.stringMatching(/limit/) });
    expect((await get('/api/products?page=abc')).status).toBe(400);
  });

  it('answers one product by id, and 404 with msg for unknown or malformed ids', async () => {
    const [first] = (await get('/api/products')).body;
    expect(await get(`/api/products/${first._id}`)).toMatchObject({ status: 200, body: first });
    for (const id of ['000000000000000000000000', 'not-an-id', "1' OR '1'='1", 'ZZZZZZZZZZZZZZZZZZZZZZZZ']) {
      expect(await get(`/api/products/${encodeURIComponent(id)}`)).toMatchObject({ status: 404, body: { msg: 'Product not found' } });
    }
  });

  it('serves 5 banner slides on the SPEC paths', async () => {
    const { status, body } = await get('/api/banners');
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(body.map((b: { path: string }) => b.path)).toEqual(expect.arrayContaining([...bannerPaths]));
    for (const banner of body) {
      expect(Object.keys(banner).sort()).toEqual(['_id', 'image', 'path', 'subtitle', 'title']);
      expect((await shop.request(banner.image)).status).toBe(200);
    }
  });
});
