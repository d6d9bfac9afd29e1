import type { QueryRunner } from 'typeorm';
import { HindiNames1764318000000 } from '../../src/catalog/migrations/1764318000000-hindi-names.js';
import { SEARCH_SQL } from '../../src/catalog/search-products/search-products.handler.js';
import { Sql, type SqlClient } from '../../src/platform/database/sql-transaction.js';
import { json, userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';

const DEVANAGARI = /[\u0900-\u097F]/;

interface Shown {
  _id: string;
  name: string;
  nameHi: string;
  subcategory: string;
  subcategoryHi: string;
}

// Issue 19 "हिन्दी", the catalog's side (docs/decisions.md#hindi-catalog): every product view carries its
// Hindi name and shelf, admins give and change them, and an existing shop gets them by migration.
describe('the catalog in Hindi', () => {
  let shop: TestApp;
  let db: Sql;
  let admin: Record<string, string>;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    db = shop.app.get(Sql);
    admin = (await userWithToken(shop, 'admin')).auth;
  });
  afterAll(() => shop.close());

  const get = async (path: string) => jsonOf(await shop.request(path));
  const send = async (method: string, path: string, body: unknown) => {
    const response = await shop.request(path, { ...json(body, admin), method });
    return { status: response.status, body: await jsonOf(response) };
  };

  it('names every seeded product and shelf in Hindi, in every list, the detail and search', async () => {
    const all: Shown[] = await get('/api/products');
    expect(all.length).toBeGreaterThan(250);
    expect(all.filter((p) => !DEVANAGARI.test(p.nameHi) || !DEVANAGARI.test(p.subcategoryHi)).map((p) => p.name)).toEqual([]);
    const taaza = all.find((p) => p.name === 'Amul Taaza Toned Milk')!;
    expect(taaza).toMatchObject({ nameHi: 'अमूल ताज़ा टोंड दूध', subcategory: 'milk', subcategoryHi: 'दूध' });
    expect(await get(`/api/products/${taaza._id}`)).toMatchObject({ nameHi: 'अमूल ताज़ा टोंड दूध', subcategoryHi: 'दूध' });
    expect((await get('/api/products/category/milk')).find((p: Shown) => p._id === taaza._id)).toMatchObject({ nameHi: 'अमूल ताज़ा टोंड दूध' });
    expect((await get('/api/products?page=1&limit=5')).products[0].nameHi).toMatch(DEVANAGARI);
    expect((await get('/api/products/search?q=सुधा दही')).products[0]).toMatchObject({ name: 'Sudha Dahi', nameHi: 'सुधा दही', subcategoryHi: 'पनीर, दही और मक्खन' });
  });

  it("shows a cart line's product by its Hindi name too", async () => {
    const [taaza] = (await get('/api/products/search?q=taaza')).products as Shown[];
    const response = await shop.request('/api/guest-cart/add', json({ productId: taaza._id, quantity: 2 }));
    expect(response.status).toBe(200);
    expect((await jsonOf(response)).products[0].productId).toMatchObject({ _id: taaza._id, name: 'Amul Taaza Toned Milk', nameHi: 'अमूल ताज़ा टोंड दूध' });
  });

  it("lets an admin give a product a Hindi name, and shows the English one until then", async () => {
    const added = await send('POST', '/api/products/add', { name: 'Sudha Peda', price: 120, category: 'sweets' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Sudha Peda', nameHi: 'Sudha Peda', subcategoryHi: '' });
    const withHindi = await send('POST', '/api/products/add', { name: 'Sudha Lassi', nameHi: '  सुधा लस्सी ', price: 25 });
    expect(withHindi.body).toMatchObject({ name: 'Sudha Lassi', nameHi: 'सुधा लस्सी' });

    const edited = await send('PUT', `/api/products/${added.body._id}`, { nameHi: 'सुधा पेड़ा', subcategory: 'mithai' });
    expect(edited).toMatchObject({ status: 200, body: { name: 'Sudha Peda', nameHi: 'सुधा पेड़ा', subcategory: 'mithai', subcategoryHi: 'मिठाई' } });
    // A new English name keeps the Hindi one; a shelf the shop has no Hindi name for shows its English name.
    const renamed = await send('PUT', `/api/products/${added.body._id}`, { name: 'Sudha Kesar Peda', subcategory: 'peda' });
    expect(renamed.body).toMatchObject({ name: 'Sudha Kesar Peda', nameHi: 'सुधा पेड़ा', subcategoryHi: 'peda' });
    expect((await send('PUT', `/api/products/${added.body._id}`, { subcategoryHi: 'पेड़ा' })).body.subcategoryHi).toBe('पेड़ा');
    // Search reads the Hindi name an admin gave, with or without the nukta.
    expect((await get('/api/products/search?q=पेडा')).products[0]._id).toBe(added.body._id);

    const invalid = 'nameHi must be text of 1 to 200 characters, without control characters';
    // As with the form's other optional fields, an empty one is absent.
    expect((await send('POST', '/api/products/add', { name: 'Sudha Mishti Doi', price: 30, nameHi: ' ' })).body).toMatchObject({ nameHi: 'Sudha Mishti Doi' });
    for (const nameHi of ['दूध\nमलाई', 'क'.repeat(201), 42]) {
      expect({ nameHi, ...(await send('POST', '/api/products/add', { name: 'Tea', price: 10, nameHi })) }).toEqual({ nameHi, status: 400, body: { statusCode: 400, msg: invalid } });
      expect({ nameHi, ...(await send('PUT', `/api/products/${added.body._id}`, { nameHi })) }).toEqual({ nameHi, status: 400, body: { statusCode: 400, msg: invalid } });
    }
  });

  it('looks typed words up in the terms through their trigram index', async () => {
    // ~260 products are few enough for a scan; forbidding one shows the statement can use the index.
    const plan = await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL enable_seqscan = off`);
      const [{ 'QUERY PLAN': explained }] = await tx.query(`EXPLAIN (FORMAT JSON) ${SEARCH_SQL}`, ['doodh', 0.4, 50]);
      return explained;
    });
    expect(JSON.stringify(plan)).toContain('"Index Name":"product_terms_key_trgm"');
  });

  it("fills an existing shop's seeded products by their English names, and leaves the admin's own", async () => {
    const [own] = await db.query(`INSERT INTO products (id, slug, name, price_paise, original_price_paise, image, subcategory)
      VALUES ('6750f0c1a3b2c4d5e6f7aaaa', 'own-milk', 'Own Cow Milk', 3000, 3000, '/api/images/products/placeholder.svg', 'milk') RETURNING id`);
    // In a transaction, as the shop migrates; the migration only sends SQL through its runner.
    const runnerOf = (tx: SqlClient) => ({ query: (text: string, params?: unknown[]) => tx.query(text, params) }) as unknown as QueryRunner;
    const migration = new HindiNames1764318000000();
    await db.transaction((tx) => migration.down(runnerOf(tx)));
    expect(await db.query(`SELECT to_regclass('product_terms') AS terms`)).toEqual([{ terms: null }]);
    await db.transaction((tx) => migration.up(runnerOf(tx)));
    const rows: { name: string; name_hi: string | null; subcategory_hi: string | null }[] = await db.query(
      `SELECT name, name_hi, subcategory_hi FROM products WHERE name IN ('Amul Taaza Toned Milk', 'Sudha Dahi', 'Own Cow Milk') ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'Amul Taaza Toned Milk', name_hi: 'अमूल ताज़ा टोंड दूध', subcategory_hi: 'दूध' },
      { name: 'Own Cow Milk', name_hi: null, subcategory_hi: 'दूध' },
      { name: 'Sudha Dahi', name_hi: 'सुधा दही', subcategory_hi: 'पनीर, दही और मक्खन' },
    ]);
    // Every product has its terms again, each with its key.
    const [{ bare }] = await db.query(`SELECT count(*)::int AS bare FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_terms t WHERE t.product_id = p.id)`);
    expect(bare).toBe(0);
    const keys = await db.query(`SELECT term, script, key FROM product_terms WHERE product_id = $1 ORDER BY term`, [own.id]);
    expect(keys).toEqual([
      { term: 'Own Cow Milk', script: 'latn', key: 'ovn cov milk' },
      { term: 'milk', script: 'latn', key: 'milk' },
      { term: 'दूध', script: 'deva', key: 'दूध' },
    ]);
  });

  it('folds Hinglish spellings, accents and Devanagari variants to one key', async () => {
    const pairs: [string, string][] = [
      ['aata', 'atta'], ['chaawal', 'chawal'], ['paneer', 'panir'], ['doodh', 'dudh'], ['zeera', 'jeera'], ['Bhujiyā', 'bhujiya'],
      ['ताज़ा', 'ताजा'], ['पूँजी', 'पूंजी'], ['Amul (Taaza) Milk!', 'amul taza milk'],
    ];
    const [{ keys }] = await db.query(`SELECT array_agg(catalog_search_key(t) ORDER BY n) AS keys FROM unnest($1::text[]) WITH ORDINALITY AS u(t, n)`, [pairs.flat()]);
    const folded = pairs.map(([a, b], i) => [a, b, keys[2 * i], keys[2 * i + 1]]);
    expect(folded.filter(([, , ka, kb]) => ka !== kb)).toEqual([]);
    expect(keys.slice(0, 2)).toEqual(['ata', 'ata']);
  });
});
