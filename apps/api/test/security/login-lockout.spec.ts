import { DataSource } from 'typeorm';
import { insertUser } from '../../src/identity/users.table.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { json, nextPhone, PASSWORD } from '../support/identity-helpers.js';

// Issue 16 finding 3: 100 wrong passwords from rotating addresses locked the real owner out for an hour.
// Now (docs/decisions.md#login-limits) untrusted clients face a growing delay and the hourly cap, while a
// browser that logged in to the account before carries a device cookie (OWASP "Slow Down Online Guessing
// Attacks with Device Cookies") that exempts it. Small limits stand in for the real ones; time passing
// is the attempts' timestamps moved back in the real database.
describe('an attacker cannot lock the owner out (issue 16 finding 3)', () => {
  let shop: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    shop = await startTestApp({
      loginLimits: {
        failuresPerAccountPerHour: 10,
        freeFailuresPerAccount: 3,
        longestAccountDelaySeconds: 60,
        failuresPerPhoneAndClientPer15Min: 3,
        failuresPerClientPer15Min: 5,
        failuresPerDevicePerHour: 3,
      },
      trustProxy: 'loopback',
    });
    db = shop.app.get(DataSource);
  });
  afterAll(() => shop.close());

  const account = async () => {
    const phone = nextPhone();
    await insertUser(db, { name: 'Owner', phone, password: PASSWORD, role: 'admin' });
    return phone;
  };
  let nextAddress = 0;
  const rotating = () => `198.51.100.${(nextAddress++ % 250) + 1}`;
  const login = (phone: string, password: string, client: string, cookie?: string) =>
    shop.request('/api/auth/login', json({ phone, password }, { 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) }));
  /** The device cookie a successful login set, as the browser sends it back ("name=value"). */
  const deviceCookieOf = (response: Response) => response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const wait = (response: Response) => Number(response.headers.get('retry-after'));
  const letTimePass = (phone: string, seconds: number) =>
    db.query(`UPDATE login_attempts SET attempted_at = attempted_at - make_interval(secs => $2) WHERE phone = $1`, [phone, seconds]);
  /** Wrong passwords from a new address each, waiting out each delay, until untrusted clients are refused outright. */
  const attack = async (phone: string) => {
    for (let guess = 0; guess < 10; guess++) {
      let response = await login(phone, `guess ${guess}`, rotating());
      if (response.status === 429) {
        await letTimePass(phone, wait(response));
        response = await login(phone, `guess ${guess}`, rotating());
      }
      expect(response.status).toBe(401);
    }
    await letTimePass(phone, 60);
  };

  it('sets the device cookie at a successful login: HttpOnly, SameSite=Strict, only for /api/auth', async () => {
    const phone = await account();
    const response = await login(phone, PASSWORD, rotating());
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^jhatpat_device=${phone}\\.[\\w-]{22}\\.[\\w-]{43}; Path=/api/auth; Max-Age=\\d+; HttpOnly; SameSite=Strict$`));
    // Over https (the proxy says so) it is Secure too.
    const https = await shop.request('/api/auth/login', json({ phone, password: PASSWORD }, { 'x-forwarded-for': rotating(), 'x-forwarded-proto': 'https' }));
    expect(https.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });

  it('lets the owner\'s browser in while rotating addresses have the account refusing untrusted clients', async () => {
    const phone = await account();
    const cookie = deviceCookieOf(await login(phone, PASSWORD, '203.0.113.50'));
    await attack(phone);
    const untrusted = await login(phone, PASSWORD, rotating());
    expect(untrusted.status).toBe(429);
    expect(await jsonOf(untrusted)).toEqual({ statusCode: 429, msg: 'Too many failed login attempts. Please wait and try again later.' });
    // The owner's browser, from any address, is not locked out.
    const owner = await login(phone, PASSWORD, rotating(), cookie);
    expect(owner.status).toBe(200);
    // Each success brings a new device cookie (OWASP), which is as trusted as the last.
    const renewed = deviceCookieOf(owner);
    expect(renewed).not.toBe(cookie);
    expect((await login(phone, PASSWORD, rotating(), renewed)).status).toBe(200);
  });

  /** Untrusted failures an attacker made before, the latest just now, as the throttle would have recorded them. */
  const earlierFailures = (phone: string, count: number) =>
    db.query(`INSERT INTO login_attempts (phone, client) SELECT $1, '192.0.2.200' FROM generate_series(1, $2::int)`, [phone, count]);

  it('slows untrusted clients by a delay that doubles, never by an hour\'s lockout', async () => {
    const phone = await account();
    for (let guess = 0; guess < 3; guess++) expect((await login(phone, `free ${guess}`, rotating())).status).toBe(401);
    // Past the 3 free failures each further one doubles the wait after the latest: 1, 2, 4, 8, 16, 32 s.
    // Read at 3, 4 and 5 more (8, 16 and 32 s), so the seconds a slow machine takes between the latest
    // failure and the next request cannot blur one step into the next.
    const waits: number[] = [];
    for (const more of [3, 1, 1]) {
      await earlierFailures(phone, more);
      const refused = await login(phone, PASSWORD, rotating());
      expect(refused.status).toBe(429);
      waits.push(wait(refused));
    }
    expect(waits[0]).toBeGreaterThan(4);
    expect(waits[0]).toBeLessThanOrEqual(8);
    expect(waits[1]).toBeGreaterThan(12);
    expect(waits[1]).toBeLessThanOrEqual(16);
    expect(waits[2]).toBeGreaterThan(28);
    expect(waits[2]).toBeLessThanOrEqual(32);
    // Refused attempts were not counted, and once the wait has passed the owner gets in.
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM login_attempts WHERE phone = $1`, [phone]);
    expect(n).toBe(8);
    await letTimePass(phone, waits[2]);
    expect((await login(phone, PASSWORD, rotating())).status).toBe(200);
  });

  it('holds the delay under concurrent guesses: one of ten gets through once it has passed', async () => {
    const phone = await account();
    await earlierFailures(phone, 6); // the next waits 8 s after the latest, and the one after that 16 s
    await letTimePass(phone, 8);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => login(phone, `parallel ${i}`, rotating())));
    expect(responses.filter((r) => r.status === 401)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(9);
  });

  it('lifts the address limits, which a stuffing attacker filled on a shared address, for a trusted browser', async () => {
    const phone = await account();
    const shared = '203.0.113.77';
    const cookie = deviceCookieOf(await login(phone, PASSWORD, shared));
    for (let i = 0; i < 5; i++) expect((await login(nextPhone(), 'stuffed', shared)).status).toBe(401);
    expect((await login(phone, PASSWORD, shared)).status).toBe(429);
    expect((await login(phone, PASSWORD, shared, cookie)).status).toBe(200);
  });

  it('trusts a device cookie only for its own account, and a forged or altered one not at all', async () => {
    const [phone, other] = [await account(), await account()];
    const otherCookie = deviceCookieOf(await login(other, PASSWORD, rotating()));
    const ownCookie = deviceCookieOf(await login(phone, PASSWORD, rotating()));
    await attack(phone);
    const [name, value] = ownCookie.split('=');
    const [, nonce, signature] = value.split('.');
    const tampered = [
      otherCookie,
      `${name}=${other}.${nonce}.${signature}`,
      // Its first character changed (one in 1,024 signatures already ended in the "AA" once written here,
      // which left it unaltered: the clean-clone CI of bfe538f, 2026-12-02).
      `${name}=${phone}.${nonce}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
      `${name}=${phone}.${'A'.repeat(22)}.${signature}`,
      `${name}=${phone}.${nonce}`,
    ];
    for (const cookie of tampered) expect((await login(phone, PASSWORD, rotating(), cookie)).status).toBe(429);
  });

  it('locks a trusted device out on its own when it keeps failing, without counting its failures against the account', async () => {
    const phone = await account();
    const cookie = deviceCookieOf(await login(phone, PASSWORD, rotating()));
    for (let guess = 0; guess < 3; guess++) expect((await login(phone, `stolen cookie ${guess}`, rotating(), cookie)).status).toBe(401);
    // The account saw no untrusted failure, so a new browser of the owner is not delayed.
    expect((await login(phone, PASSWORD, rotating())).status).toBe(200);
    await attack(phone);
    // The device used up its own allowance, so it is one more untrusted client, and the account refuses those.
    expect((await login(phone, PASSWORD, rotating(), cookie)).status).toBe(429);
  });
});

// The finding as reported, with the shop's own limits: 100 wrong passwords from rotating addresses.
describe('100 wrong passwords from rotating addresses, with the default limits (issue 16 finding 3)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ trustProxy: 'loopback' });
  });
  afterAll(() => shop.close());

  it('leave the owner\'s browser in, and any other client a wait of at most a minute, never an hour', async () => {
    const phone = nextPhone();
    await insertUser(shop.app.get(DataSource), { name: 'Admin Owner', phone, password: PASSWORD, role: 'admin' });
    const login = (password: string, client: string, cookie?: string) =>
      shop.request('/api/auth/login', json({ phone, password }, { 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) }));
    const cookie = (await login(PASSWORD, '203.0.113.60')).headers.getSetCookie()[0]?.split(';')[0];
    const statuses: number[] = [];
    for (let guess = 0; guess < 100; guess++) statuses.push((await login(`guess ${guess}`, `192.0.2.${guess + 1}`)).status);
    // 5 free, then one each time the doubling delay has passed while the loop runs: a handful, not 100.
    const failures = statuses.filter((status) => status === 401).length;
    expect(failures).toBeLessThan(20);
    expect((await login(PASSWORD, '203.0.113.61', cookie)).status).toBe(200);
    // However long the loop took, the delay now in force is what an untrusted client meets: a minute at most.
    // Let the current delay pass (as time would), make one more guess, and ask straight after it.
    await shop.app.get(DataSource).query(`UPDATE login_attempts SET attempted_at = attempted_at - interval '60 seconds' WHERE phone = $1`, [phone]);
    expect((await login('one more guess', '192.0.2.201')).status).toBe(401);
    const untrusted = await login(PASSWORD, '203.0.113.62');
    expect(untrusted.status).toBe(429);
    expect(Number(untrusted.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(untrusted.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // The owner's browser is still let in.
    expect((await login(PASSWORD, '203.0.113.63', cookie)).status).toBe(200);
  });
});
