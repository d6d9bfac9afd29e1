import { DataSource } from 'typeorm';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { json, nextPhone } from '../support/identity-helpers.js';
import { clientLimitDefaults } from '../../src/platform/config/client-limits.js';

describe('POST /api/auth/register', () => {
  let shop: TestApp;
  beforeAll(async () => {
    // Every case registers from this one address: its registration budget (10 an hour, the subject of
    // security/client-limits.spec.ts) would turn the later cases into 429s.
    shop = await startTestApp({ clientLimits: { ...clientLimitDefaults, registrations: null } });
  });
  afterAll(() => shop.close());

  const register = (body: unknown, init: RequestInit = {}) => shop.request('/api/auth/register', { ...json(body), ...init });

  it('creates a customer and answers 201 with the user, never the password or its hash', async () => {
    const phone = nextPhone();
    const response = await register({ name: '  Sita Devi ', phone, password: 'a long passphrase' });
    expect(response.status).toBe(201);
    const body = await jsonOf(response);
    expect(body).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Sita Devi', phone, role: 'customer', createdAt: expect.any(String), hasPassword: true });
    expect(JSON.stringify(body)).not.toMatch(/"password(_hash)?"|argon2/i); // hasPassword is only whether one is set
    const [row] = await shop.app.get(DataSource).query(`SELECT password_hash FROM users WHERE id = $1`, [body._id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each(['admin', 'delivery', 'auditor', 'customer'])('ignores role "%s" in the body: the account is a customer', async (role) => {
    const response = await register({ name: 'Sneaky', phone: nextPhone(), password: 'a long passphrase', role });
    expect(response.status).toBe(201);
    expect((await jsonOf(response)).role).toBe('customer');
  });

  it('refuses a phone that is already registered with 409', async () => {
    const phone = nextPhone();
    expect((await register({ name: 'First', phone, password: 'a long passphrase' })).status).toBe(201);
    const again = await register({ name: 'Second', phone, password: 'another passphrase' });
    expect(again.status).toBe(409);
    expect(await jsonOf(again)).toEqual({ statusCode: 409, msg: 'An account with this phone number already exists.' });
  });

  it.each([
    [{ phone: '9123456789', password: 'a long passphrase' }, 'name is required'],
    [{ name: '   ', phone: '9123456789', password: 'a long passphrase' }, 'name is required'],
    [{ name: 'x'.repeat(101), phone: '9123456789', password: 'a long passphrase' }, 'name must be at most 100 characters'],
    [{ name: 'Ravi', password: 'a long passphrase' }, 'phone must be exactly 10 digits'],
    [{ name: 'Ravi', phone: '912345678', password: 'a long passphrase' }, 'phone must be exactly 10 digits'],
    [{ name: 'Ravi', phone: '91234567890', password: 'a long passphrase' }, 'phone must be exactly 10 digits'],
    [{ name: 'Ravi', phone: '91234x6789', password: 'a long passphrase' }, 'phone must be exactly 10 digits'],
    [{ name: 'Ravi', phone: 9123456789, password: 'a long passphrase' }, 'phone must be exactly 10 digits'],
    [{ name: 'Ravi', phone: '9123456789' }, 'password is required'],
    [{ name: 'Ravi', phone: '9123456789', password: 'short' }, 'password must be at least 8 characters'],
    [{ name: 'Ravi', phone: '9123456789', password: 'p'.repeat(129) }, 'password must be at most 128 characters'],
    [{ name: 'Ravi', phone: '9123456789', password: 'a long passphrase', isAdmin: true }, 'property isAdmin should not exist'],
  ])('answers 400 for %j with "%s"', async (body, msg) => {
    const response = await register(body);
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ statusCode: 400, msg });
  });

  it('lists every problem of a body at once', async () => {
    const response = await register({});
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).msg).toBe('name is required; phone must be exactly 10 digits; password is required');
  });
});
