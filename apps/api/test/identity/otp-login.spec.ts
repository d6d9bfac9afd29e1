import { DataSource } from 'typeorm';
import { SandboxSmsSender } from '../../src/identity/sms/sandbox-sms-sender.js';
import { insertUser } from '../../src/identity/users.table.js';
import { latestCodeOf, otpShop, wrongCode } from '../support/otp-shop.js';
import { jsonOf, type TestApp } from '../support/test-app.js';
import { json, nextPhone, PASSWORD } from '../support/identity-helpers.js';

// Issue 19 "Login by OTP" (docs/decisions.md#otp-login), against the real database with the sandbox SMS
// sender, whose kept codes stand in for the shopper's phone. Time passing is the rows' timestamps moved
// back in the real database; each test asks from an address of its own (trusted loopback proxy).
describe('login by OTP', () => {
  const scene = otpShop();
  let shop: TestApp;
  let db: DataSource;
  let sandbox: SandboxSmsSender;
  beforeAll(() => void ({ shop, db, sandbox } = scene));

  let nextAddress = 0;
  const newClient = () => `198.51.100.${++nextAddress}`;
  const ask = (phone: string, client = newClient()) => shop.request('/api/auth/otp/request', json({ phone }, { 'x-forwarded-for': client }));
  const verify = (body: Record<string, unknown>) => shop.request('/api/auth/otp/verify', json(body, { 'x-forwarded-for': newClient() }));
  const latestCode = (phone: string) => latestCodeOf(sandbox, phone);
  const wrong = wrongCode;
  const letTimePass = (phone: string, seconds: number) =>
    db.query(`UPDATE login_codes SET sent_at = sent_at - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2) WHERE phone = $1`, [phone, seconds]);
  const customer = async (name = 'Sita Devi') => {
    const phone = nextPhone();
    await insertUser(db, { name, phone, password: PASSWORD, role: 'customer' });
    return phone;
  };

  it('says it is on, and sends a 6-digit code whose SMS ends with the WebOTP line', async () => {
    expect(await jsonOf(await shop.request('/api/auth/otp'))).toEqual({ enabled: true, codeLength: 6, resendAfterSeconds: 60 });
    const phone = await customer();
    const response = await ask(phone);
    expect(response.status).toBe(202);
    expect(await jsonOf(response)).toEqual({ msg: `We sent a 6-digit code to ${phone}.`, codeLength: 6, expiresInSeconds: 300, resendAfterSeconds: 60 });
    const [sms] = await sandbox.recent();
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text.split('\n').at(-1)).toBe(`@shop.example #${sms.code}`);
    // Only a salted hash is stored (ASVS 2.7.5).
    const [row] = await db.query(`SELECT salt, code_hash FROM login_codes WHERE phone = $1`, [phone]);
    expect(JSON.stringify(row)).not.toContain(sms.code);
    expect(row.code_hash).toMatch(/^[\w-]{43}$/);
  });

  it('signs an existing customer in exactly as a password login does', async () => {
    const phone = await customer('Sita Devi');
    await ask(phone);
    const response = await verify({ phone, code: await latestCode(phone) });
    expect(response.status).toBe(200);
    const body = await jsonOf(response);
    expect(body).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Sita Devi', phone, role: 'customer', hasPassword: true },
    });
    expect(response.headers.getSetCookie()[0]).toMatch(new RegExp(`^jhatpat_device=${phone}\\.`));
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: body.user._id, role: 'customer', sid: expect.any(String) });
    // The token opens the customer's routes, through a session row like any login's.
    expect((await shop.request('/api/addresses', { headers: { authorization: `Bearer ${body.token}` } })).status).toBe(200);
  });

  it('asks a new phone for a name without using its code, then signs it up as a customer without a usable password', async () => {
    const phone = nextPhone();
    await ask(phone);
    const code = await latestCode(phone);
    const nameless = await verify({ phone, code });
    expect(nameless.status).toBe(400);
    expect(await jsonOf(nameless)).toEqual({ statusCode: 400, msg: 'Welcome to Jhatpat! Tell us your name to create your account.', kind: 'name-required' });
    const named = await verify({ phone, code, name: '  Mohan Lal ' });
    expect(named.status).toBe(200);
    expect((await jsonOf(named)).user).toMatchObject({ name: 'Mohan Lal', phone, role: 'customer', hasPassword: false });
    expect(await db.query(`SELECT name, role FROM users WHERE phone = $1`, [phone])).toEqual([{ name: 'Mohan Lal', role: 'customer' }]);
    // No password works for it: nobody knows the one it was given.
    const password = await shop.request('/api/auth/login', json({ phone, password: PASSWORD }, { 'x-forwarded-for': newClient() }));
    expect(password.status).toBe(401);
  });

  it('answers the same to a phone with and without an account (no account enumeration)', async () => {
    const known = await ask(await customer());
    const unknown = await ask(nextPhone());
    expect(known.status).toBe(unknown.status);
    const [a, b] = [await jsonOf(known), await jsonOf(unknown)];
    expect({ ...a, msg: a.msg.replace(/\d{10}/, 'PHONE') }).toEqual({ ...b, msg: b.msg.replace(/\d{10}/, 'PHONE') });
  });

  it('counts wrong codes and kills the code at the fifth', async () => {
    const phone = await customer();
    await ask(phone);
    const code = await latestCode(phone);
    for (let tries = 1; tries <= 4; tries++) {
      const response = await verify({ phone, code: wrong(code) });
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toEqual({ statusCode: 400, msg: 'That code is not right. Please check the SMS and try again.', kind: 'wrong-code', triesLeft: 5 - tries });
    }
    const last = await verify({ phone, code: wrong(code) });
    expect(await jsonOf(last)).toEqual({ statusCode: 400, msg: 'That code is not right, and it was the last try. Please ask for a new code.', kind: 'wrong-code', triesLeft: 0 });
    // The right code is dead too.
    const right = await verify({ phone, code });
    expect(await jsonOf(right)).toEqual({ statusCode: 400, msg: 'This code is no longer valid. Please ask for a new code.', kind: 'no-code' });
  });

  it('refuses an expired code, and works once only', async () => {
    const phone = await customer();
    await ask(phone);
    await letTimePass(phone, 301);
    const expired = await verify({ phone, code: await latestCode(phone) });
    expect(expired.status).toBe(400);
    expect(await jsonOf(expired)).toEqual({ statusCode: 400, msg: 'This code has expired. Please ask for a new code.', kind: 'code-expired' });
    await ask(phone);
    const fresh = await latestCode(phone);
    expect((await verify({ phone, code: fresh })).status).toBe(200);
    expect(await jsonOf(await verify({ phone, code: fresh }))).toMatchObject({ statusCode: 400, kind: 'no-code' });
  });

  it('gives one session for one code checked many times at once', async () => {
    const phone = await customer();
    await ask(phone);
    const code = await latestCode(phone);
    const [before] = await db.query(`SELECT count(*)::int AS n FROM user_sessions`);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify({ phone, code })));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    const [after] = await db.query(`SELECT count(*)::int AS n FROM user_sessions`);
    expect(after.n - before.n).toBe(1);
  });

  it('signs a new phone up once when its code is checked with a name many times at once', async () => {
    const phone = nextPhone();
    await ask(phone);
    const code = await latestCode(phone);
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify({ phone, code, name: 'Asha' })));
    expect(answers.filter((response) => response.status === 200)).toHaveLength(1);
    expect(await db.query(`SELECT count(*)::int AS n FROM users WHERE phone = $1`, [phone])).toEqual([{ n: 1 }]);
  });

  it('replaces the last code with a newer one', async () => {
    const phone = await customer();
    await ask(phone);
    const first = await latestCode(phone);
    await letTimePass(phone, 61);
    expect((await ask(phone)).status).toBe(202);
    const second = await latestCode(phone);
    if (first !== second) expect(await jsonOf(await verify({ phone, code: first }))).toMatchObject({ kind: 'wrong-code' });
    expect((await verify({ phone, code: second })).status).toBe(200);
  });

  it('sends one code per phone per 60 s and 5 an hour, with Retry-After', async () => {
    const phone = await customer();
    const firstAsked = performance.now();
    expect((await ask(phone)).status).toBe(202);
    const soon = await ask(phone);
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect((await jsonOf(soon)).msg).toMatch(/^Too many codes asked for\. Please wait (59|60) seconds before asking for another one\.$/);
    for (let sent = 2; sent <= 5; sent++) {
      await letTimePass(phone, 61);
      expect((await ask(phone)).status).toBe(202);
    }
    await letTimePass(phone, 61);
    const sixth = await ask(phone);
    expect(sixth.status).toBe(429);
    // The oldest of the five leaves the hour 3600 - 5 × 61 s after it was sent, less the real time since
    // (up to this spec's own, which on a loaded machine was over a second: 3294 in the CI of 2026-12-02).
    const sinceFirst = (performance.now() - firstAsked) / 1000;
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeLessThanOrEqual(3600 - 5 * 61);
    expect(retryAfter).toBeGreaterThanOrEqual(Math.ceil(3600 - 5 * 61 - sinceFirst));
    expect((await jsonOf(sixth)).msg).toBe('Too many codes asked for. Please wait 55 minutes before asking for another one.');
  });

  it('sends at most 30 codes an hour to one client address, whatever the phones', async () => {
    const client = newClient();
    for (let sent = 0; sent < 30; sent++) expect((await ask(nextPhone(), client)).status).toBe(202);
    const refused = await ask(nextPhone(), client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await ask(nextPhone())).status).toBe(202);
  });

  it.each([
    ['/api/auth/otp/request', { phone: '12' }, 'phone must be exactly 10 digits'],
    ['/api/auth/otp/request', {}, 'phone is required'],
    ['/api/auth/otp/verify', { phone: '9123456789', code: '12345' }, 'code must be exactly 6 digits'],
    ['/api/auth/otp/verify', { phone: '9123456789' }, 'code is required'],
    ['/api/auth/otp/verify', { phone: '9123456789', code: '123456', name: 'n'.repeat(101) }, 'name must be at most 100 characters'],
    ['/api/auth/otp/verify', { phone: '9123456789', code: '123456', role: 'admin' }, 'property role should not exist'],
  ])('answers 400 to %s with %j: "%s"', async (path, body, msg) => {
    const response = await shop.request(path, json(body, { 'x-forwarded-for': newClient() }));
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ statusCode: 400, msg });
  });

  it('shows the sandbox\'s codes to testers on the dev endpoint', async () => {
    const phone = nextPhone();
    await ask(phone);
    const { codes } = await jsonOf(await shop.request('/api/dev/otp-codes'));
    const code = await latestCode(phone);
    expect(codes[0]).toEqual({ phone, code, text: expect.stringContaining(code), sentAt: expect.any(String) });
  });

  it('keeps in its outbox the newest 20 codes of their 5-minute life, and no older one', async () => {
    const phones = Array.from({ length: 21 }, () => nextPhone());
    for (const phone of phones) expect((await ask(phone)).status).toBe(202);
    const listed = async () => ((await jsonOf(await shop.request('/api/dev/otp-codes'))).codes as { phone: string }[]).map((sms) => sms.phone);
    expect(await listed()).toEqual(phones.slice(1).reverse());
    expect(await db.query(`SELECT count(*)::int AS n FROM sandbox_sms`)).toEqual([{ n: 20 }]);
    // Past their life the codes are worth nothing: no longer listed, and gone at the next send.
    await db.query(`UPDATE sandbox_sms SET sent_at = sent_at - interval '301 seconds' WHERE phone = ANY($1)`, [phones.slice(1, 11)]);
    expect(await listed()).toEqual(phones.slice(11).reverse());
    const next = nextPhone();
    await ask(next);
    expect(await db.query(`SELECT phone FROM sandbox_sms ORDER BY id`)).toEqual([...phones.slice(11), next].map((phone) => ({ phone })));
  });
});
