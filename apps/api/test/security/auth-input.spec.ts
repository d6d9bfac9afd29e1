import { DataSource } from 'typeorm';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { json, nextPhone, userWithToken } from '../support/identity-helpers.js';
import { clientLimitDefaults } from '../../src/platform/config/client-limits.js';

const hostile = ["' OR '1'='1", "'; DROP TABLE users; --", '" OR ""="', 'nul\u0000byte', 'bell\u0007', '%_%', 'x'.repeat(10 * 1024)];
const label = (value: string) => (value.length > 40 ? `${value.length} characters` : JSON.stringify(value));

describe('hostile input on the identity endpoints (research §4.3 rows 11, 13, 29, 30)', () => {
  let shop: TestApp;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    // Every case registers from this one address: its registration budget (10 an hour, the subject of
    // security/client-limits.spec.ts) would turn the later cases into 429s.
    shop = await startTestApp({ clientLimits: { ...clientLimitDefaults, registrations: null } });
    admin = await userWithToken(shop, 'admin');
  });
  afterAll(() => shop.close());

  const valid = { name: 'Ravi', phone: '9123456789', password: 'a long passphrase' };

  it.each(hostile.flatMap((value) => ['name', 'phone', 'password'].map((field) => [field, label(value), value] as const)))(
    'register with %s = %s: a 400 or a customer stored literally, never a 5xx',
    async (field, _label, value) => {
      const response = await shop.request('/api/auth/register', json({ ...valid, phone: nextPhone(), [field]: value }));
      expect(response.status).toBeLessThan(500);
      if (response.status === 201) expect((await jsonOf(response))[field === 'password' ? 'role' : field]).toBe(field === 'password' ? 'customer' : value);
      else expect(response.status).toBe(400);
    },
  );

  it.each(hostile.flatMap((value) => [['phone', label(value), value], ['password', label(value), value]] as const))('login with %s = %s: 400 or 401', async (field, _label, value) => {
    const response = await shop.request('/api/auth/login', json({ phone: '9123456789', password: 'whatever', [field]: value }));
    expect([400, 401]).toContain(response.status);
  });

  it.each(hostile.map((value) => [label(value), value]))('admin search, edit and delete with %s: never a 5xx', async (_label, value) => {
    const search = await shop.request(`/api/users?search=${encodeURIComponent(value.slice(0, 100))}`, { headers: admin.auth });
    expect(search.status).toBe(value.includes('\u0000') ? 400 : 200);
    const edit = await shop.request(`/api/users/${admin.id}`, {
      method: 'PUT',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: value, phone: value, role: value }),
    });
    expect(edit.status).toBe(400);
    const byId = await shop.request(`/api/users/${encodeURIComponent(value)}`, { method: 'DELETE', headers: admin.auth });
    // Fastify refuses over-long path parameters with 414; a NUL breaks the text rule first (400).
    expect([400, 404, 414]).toContain(byId.status);
    expect((await shop.app.get(DataSource).query(`SELECT count(*)::int AS n FROM users`))[0].n).toBeGreaterThan(0);
  });

  it.each([
    ['__proto__', `{"name":"Proto","phone":"PHONE","password":"a long passphrase","__proto__":{"role":"admin"}}`],
    ['constructor', `{"name":"Ctor","phone":"PHONE","password":"a long passphrase","constructor":{"prototype":{"role":"admin"}}}`],
  ])('refuses a raw JSON body carrying %s with 400, and pollutes nothing', async (_key, raw) => {
    const phone = nextPhone();
    const response = await shop.request('/api/auth/register', json(raw.replace('PHONE', phone)));
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ statusCode: 400, msg: expect.any(String) });
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(await shop.app.get(DataSource).query(`SELECT id FROM users WHERE phone = $1`, [phone])).toEqual([]);
  });

  it.each([
    ['isAdmin', { isAdmin: true }],
    ['roles', { roles: ['admin'] }],
    ['_id', { _id: '0123456789abcdef01234567' }],
    ['password_hash', { password_hash: '$argon2id$forged' }],
  ])('refuses the extra field %s at register with 400 (mass assignment)', async (field, extra) => {
    const response = await shop.request('/api/auth/register', json({ ...valid, phone: nextPhone(), ...extra }));
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ statusCode: 400, msg: `property ${field} should not exist` });
  });

  it.each([
    ['text/plain', JSON.stringify(valid)],
    ['application/xml', '<user><name>Ravi</name></user>'],
    ['application/json', '{"name": "Ravi", '],
    ['application/json', '[1, 2, 3]'],
    ['application/json', '"just a string"'],
    ['application/json', 'null'],
  ])('answers a %s body %j with 400 or 415 and a msg, never 500', async (contentType, body) => {
    const response = await shop.request('/api/auth/register', { method: 'POST', headers: { 'content-type': contentType }, body });
    expect([400, 415]).toContain(response.status);
    expect(await jsonOf(response)).toEqual({ statusCode: response.status, msg: expect.any(String) });
  });

  it('validates a form-encoded register exactly like JSON (the platform parses forms for payment callbacks)', async () => {
    const body = `name=Ravi&phone=${nextPhone()}&password=a+long+passphrase&role=admin`;
    const response = await shop.request('/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect(response.status).toBe(201);
    expect((await jsonOf(response)).role).toBe('customer');
    const extra = await shop.request('/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `${body}&isAdmin=1` });
    expect(extra.status).toBe(400);
  });
});
