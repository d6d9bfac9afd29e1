import { DataSource } from 'typeorm';
import { nextPhone, userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { cartAndOrderBody, send, shopper } from '../ordering/ordering-helpers.js';

// Issue 16 item 9: NUL or a lone surrogate in orderNotes or an admin's carrier gave a 500 (PostgreSQL
// cannot store either), and register kept a NUL password that login then refused. One rule, every field.
const rule = (field: string) => `${field} must be plain text: no NUL characters or broken Unicode (unpaired surrogates)`;
const NUL = '\\u0000';
const LONE = '\\ud800';

describe('the one text rule, on every field', () => {
  let shop: TestApp;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  const raw = (path: string, body: string, auth: Record<string, string> = {}, method = 'POST') =>
    shop.request(path, { method, headers: { ...auth, 'content-type': 'application/json' }, body });

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    admin = await userWithToken(shop, 'admin');
  });
  afterAll(() => shop.close());

  it.each([NUL, LONE])('refuses %s in an order note with a 400 naming the field, and places nothing', async (bad) => {
    const products: { _id: string }[] = await jsonOf(await shop.request('/api/products'));
    const ravi = await shopper(shop);
    const body = await cartAndOrderBody(shop, ravi, [{ productId: products[0]._id, quantity: 1 }]);
    const json = JSON.stringify({ ...body, orderNotes: 'ring twice PLACEHOLDER' }).replace('PLACEHOLDER', bad);
    const answer = await raw('/api/user-orders', json, { ...ravi.auth, 'idempotency-key': `notes-${bad.length}-${Math.random()}` });
    expect(answer.status).toBe(400);
    expect((await jsonOf(answer)).msg).toBe(rule('orderNotes'));
    expect((await jsonOf(await send(shop, 'GET', '/api/user-orders', ravi.auth))).length ?? 0).toBe(0);
  });

  it.each([NUL, LONE])('refuses %s in an admin’s carrier with a 400', async (bad) => {
    const answer = await raw('/api/admin/orders/6743a1f0c2d4e5f6a7b8c9d0/delivery-details', `{"carrier":"Fleet${bad}","trackingNumber":"JP-1"}`, admin.auth, 'PUT');
    expect(answer.status).toBe(400);
    expect((await jsonOf(answer)).msg).toBe(rule('carrier'));
  });

  it('refuses a NUL password at registration, so no account is made that cannot log in', async () => {
    const phone = nextPhone();
    const answer = await raw('/api/auth/register', `{"name":"Ravi","phone":"${phone}","password":"a long pass${NUL}word"}`);
    expect(answer.status).toBe(400);
    expect((await jsonOf(answer)).msg).toBe(rule('password'));
    expect(await shop.app.get(DataSource).query(`SELECT id FROM users WHERE phone = $1`, [phone])).toEqual([]);
  });

  it('names nested fields and keys, and covers query strings and paths', async () => {
    const nested = await raw('/api/auth/register', `{"name":"Ravi","phone":"9123456789","password":"a long passphrase","extra":{"deep":["ok","x${LONE}"]}}`);
    expect((await jsonOf(nested)).msg).toBe(rule('extra.deep[1]'));
    const key = await raw('/api/auth/register', `{"name":"Ravi","phone":"9123456789","password":"a long passphrase","bad${NUL}key":1}`);
    expect((await jsonOf(key)).msg).toBe(rule('bad\u0000key'));
    const search = await shop.request('/api/products/search?q=milk%00');
    expect(search.status).toBe(400);
    expect((await jsonOf(search)).msg).toBe(rule('q'));
    const path = await shop.request('/api/products/milk%ED%A0%80', { headers: admin.auth });
    expect(path.status).toBeLessThan(500);
  });

  it('lets Hindi, emoji and every other real text through', async () => {
    const phone = nextPhone();
    const answer = await shop.request('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'रवि कुमार 🙏', phone, password: 'पासवर्ड बहुत लंबा 🔑' }),
    });
    expect(answer.status).toBe(201);
  });
});
