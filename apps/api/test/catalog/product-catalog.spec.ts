import { DataSource } from 'typeorm';
import { ProductCatalog, seedCatalog } from '../../src/catalog/index.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';

describe('ProductCatalog and the demo seed', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
  });
  afterAll(() => shop.close());

  it('prices products in paise from the database, leaving unknown and malformed ids out', async () => {
    const [first, second] = await jsonOf(await shop.request('/api/products'));
    const priced = await shop.app.get(ProductCatalog).findPricedProducts([first._id, second._id, first._id, 'nope', '000000000000000000000000']);
    expect(priced.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [first, second]
        .map((p) => ({ id: p._id, name: p.name, nameHi: p.nameHi, pricePaise: Math.round(p.price * 100), image: p.image, variant: p.variant, hidden: false, available: p.available }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await shop.app.get(ProductCatalog).findPricedProducts([])).toEqual([]);
  });

  it('seeds once: a restart neither doubles the catalog nor undoes an edit', async () => {
    const db = shop.app.get(DataSource);
    await db.query(`UPDATE products SET price_paise = 2500 WHERE slug = 'tata-salt-1-kg'`);
    await (shop.app as unknown as { callBootstrapHook(): Promise<void> }).callBootstrapHook();
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM products`);
    expect(count).toBe(seedCatalog.length);
    const [{ price_paise }] = await db.query(`SELECT price_paise FROM products WHERE slug = 'tata-salt-1-kg'`);
    expect(price_paise).toBe(2500);
  });

  it('does not seed when demo data is off', async () => {
    const bare = await startTestApp({ seedDemoData: false });
    try {
      expect(await jsonOf(await bare.request('/api/products'))).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
