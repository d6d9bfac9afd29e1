import { DataSource } from 'typeorm';
import { insertUser } from '../../src/identity/users.table.js';
import { loadConfig } from '../../src/load-config.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { json, nextPhone, PASSWORD } from '../support/identity-helpers.js';

// Small limits stand in for the real ones (100 per hour per account; see the last test), so the
// suite does not spend 100 argon2 verifications per case. The account's growing delay starts late here
// (freeFailuresPerAccount), so these cases see the caps alone; login-lockout.spec.ts tests the delay and
// the device cookies that lift these limits for an owner's browser.
describe('login limits (ASVS 4.0.3 §2.2.1, research §4.3 row 10)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({
      loginLimits: {
        failuresPerAccountPerHour: 4,
        freeFailuresPerAccount: 50,
        longestAccountDelaySeconds: 60,
        failuresPerPhoneAndClientPer15Min: 3,
        failuresPerClientPer15Min: 6,
        failuresPerDevicePerHour: 3,
      },
      // The test stands in for a proxy on this machine, naming each client in X-Forwarded-For.
      trustProxy: 'loopback',
    });
  });
  afterAll(() => shop.close());

  const account = async () => {
    const phone = nextPhone();
    await insertUser(shop.app.get(DataSource), { name: 'Limited', phone, password: PASSWORD, role: 'customer' });
    return phone;
  };
  // The loopback proxy is trusted, so X-Forwarded-For names the client (as a real proxy in front would).
  const login = (phone: string, password: string, client = '203.0.113.7') =>
    shop.request('/api/auth/login', json({ phone, password }, { 'x-forwarded-for': client }));

  const expectLimited = async (response: Response) => {
    expect(response.status).toBe(429);
    expect(await jsonOf(response)).toEqual({ statusCode: 429, msg: 'Too many failed login attempts. Please wait and try again later.' });
    const wait = Number(response.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    return wait;
  };

  it('stops one address guessing one phone, even with the right password, and says when to retry', async () => {
    const phone = await account();
    for (let i = 0; i < 3; i++) expect((await login(phone, `guess ${i}`, '203.0.113.10')).status).toBe(401);
    expect(await expectLimited(await login(phone, PASSWORD, '203.0.113.10'))).toBeLessThanOrEqual(15 * 60);
    // Another address may still log in to the same account.
    expect((await login(phone, PASSWORD, '203.0.113.11')).status).toBe(200);
  });

  it('caps failures per account across rotating addresses, and a success does not reopen the cap', async () => {
    const phone = await account();
    expect((await login(phone, 'guess a', '198.51.100.1')).status).toBe(401);
    expect((await login(phone, 'guess b', '198.51.100.2')).status).toBe(401);
    expect((await login(phone, PASSWORD, '198.51.100.3')).status).toBe(200);
    expect((await login(phone, 'guess c', '198.51.100.4')).status).toBe(401);
    expect((await login(phone, 'guess d', '198.51.100.5')).status).toBe(401);
    const wait = await expectLimited(await login(phone, PASSWORD, '198.51.100.6'));
    expect(wait).toBeGreaterThan(15 * 60);
    expect(wait).toBeLessThanOrEqual(3600);
  });

  it('does not count refused attempts, so hammering cannot extend the block', async () => {
    const phone = await account();
    for (let i = 0; i < 3; i++) await login(phone, `guess ${i}`, '203.0.113.20');
    for (let i = 0; i < 5; i++) await expectLimited(await login(phone, 'more', '203.0.113.20'));
    const [{ n }] = await shop.app.get(DataSource).query(`SELECT count(*)::int AS n FROM login_attempts WHERE phone = $1`, [phone]);
    expect(n).toBe(3);
  });

  it('holds the account cap under concurrent guesses', async () => {
    const phone = await account();
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => login(phone, `parallel ${i}`, `192.0.2.${i + 1}`)));
    expect(responses.filter((r) => r.status === 401)).toHaveLength(4);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(6);
  });

  it('stops one address trying many phones (credential stuffing)', async () => {
    const client = '203.0.113.99';
    for (let i = 0; i < 6; i++) expect((await login(nextPhone(), 'stuffed', client)).status).toBe(401);
    await expectLimited(await login(nextPhone(), 'stuffed', client));
  });

  it('defaults to at most 100 failed logins per account per hour, delays after 5, at most a minute each', () => {
    expect(loadConfig({}).loginLimits).toEqual({
      failuresPerAccountPerHour: 100,
      freeFailuresPerAccount: 5,
      longestAccountDelaySeconds: 60,
      failuresPerPhoneAndClientPer15Min: 10,
      failuresPerClientPer15Min: 100,
      failuresPerDevicePerHour: 10,
    });
  });
});

// Issue 16 item 2: with no TRUST_PROXY, X-Forwarded-For is the client's own say-so and names nobody.
describe('login limits on a shop that trusts no proxy (the default)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({
      loginLimits: {
        failuresPerAccountPerHour: 50,
        freeFailuresPerAccount: 50,
        longestAccountDelaySeconds: 60,
        failuresPerPhoneAndClientPer15Min: 3,
        failuresPerClientPer15Min: 50,
        failuresPerDevicePerHour: 3,
      },
    });
  });
  afterAll(() => shop.close());

  it('counts a client under its real address however it rotates X-Forwarded-For', async () => {
    const phone = nextPhone();
    await insertUser(shop.app.get(DataSource), { name: 'Rotated', phone, password: PASSWORD, role: 'customer' });
    const login = (password: string, client: string) => shop.request('/api/auth/login', json({ phone, password }, { 'x-forwarded-for': client }));
    for (let i = 0; i < 3; i++) expect((await login(`guess ${i}`, `198.18.0.${i + 1}`)).status).toBe(401);
    expect((await login(PASSWORD, '198.18.0.99')).status).toBe(429);
  });

  it('refuses TRUST_PROXY=true, which would believe any sender', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must list the proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, not-an-address' })).toThrow(/TRUST_PROXY must list the proxies/);
    expect(loadConfig({ TRUST_PROXY: '172.28.0.0/16, loopback' }).trustProxy).toBe('172.28.0.0/16,loopback');
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY must list the proxies/);
    expect(loadConfig({}).trustProxy).toBeUndefined();
  });
});
