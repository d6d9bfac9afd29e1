import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { json, userWithToken } from '../support/identity-helpers.js';

// Search answers are remembered with the catalog snapshot (catalog-cache.ts): a write on this
// instance must show in the very next search for the same words, not after the snapshot's TTL.
describe('GET /api/products/search after a catalog write', () => {
  let shop: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    admin = (await userWithToken(shop, 'admin')).auth;
  });
  afterAll(() => shop.close());

  const names = async (q: string): Promise<string[]> =>
    (await jsonOf(await shop.request(`/api/products/search?q=${encodeURIComponent(q)}`))).products.map((p: { name: string }) => p.name);
  const write = async (method: string, path: string, body: unknown) => jsonOf(await shop.request(path, { ...json(body, admin), method }));

  it('finds a product added, renamed and hidden since the same search was last answered', async () => {
    expect(await names('zulfi')).not.toContain('Zulfi Laddoo');
    const added = await write('POST', '/api/products/add', { name: 'Zulfi Laddoo', price: 90, category: 'Sweets' });
    expect(await names('zulfi')).toContain('Zulfi Laddoo');

    await write('PUT', `/api/products/${added._id}`, { name: 'Zulfi Laddoo (Boondi)' });
    expect(await names('zulfi')).toContain('Zulfi Laddoo (Boondi)');

    await write('PATCH', `/api/products/${added._id}/visibility`, { hidden: true });
    expect(await names('zulfi')).not.toContain('Zulfi Laddoo (Boondi)');
  });

  it('answers the same words alike, remembered or not', async () => {
    const first = await shop.request('/api/products/search?q=milk');
    const second = await shop.request('/api/products/search?q=milk');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await second.text()).toBe(await first.text());
  });
});
