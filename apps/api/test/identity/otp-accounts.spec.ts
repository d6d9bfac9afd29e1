import { send } from '../ordering/ordering-helpers.js';
import { json, nextPhone, PASSWORD, userWithToken } from '../support/identity-helpers.js';
import { latestCodeOf, otpShop, wrongCode } from '../support/otp-shop.js';
import { jsonOf } from '../support/test-app.js';

// Issue 19: accounts made by login with OTP (a random password nobody knows) are usable end to end:
// the shop knows them (hasPassword false), they delete themselves with a code sent to their own phone,
// and they may set a password once (docs/decisions.md#otp-login). Real database, sandbox SMS sender.
describe('accounts made by login with OTP', () => {
  const scene = otpShop();

  let nextAddress = 0;
  const newClient = () => `198.51.101.${++nextAddress}`;
  /** A code to the phone; its last one (the sign-up's) is moved a minute back first, past the resend wait. */
  const ask = async (phone: string) => {
    await scene.db.query(`UPDATE login_codes SET sent_at = sent_at - interval '61 seconds' WHERE phone = $1`, [phone]);
    expect((await scene.shop.request('/api/auth/otp/request', json({ phone }, { 'x-forwarded-for': newClient() }))).status).toBe(202);
  };
  const latestCode = (phone: string) => latestCodeOf(scene.sandbox, phone);
  const erase = (auth: Record<string, string>, body: unknown) => send(scene.shop, 'DELETE', '/api/auth/me', auth, body);
  const setPassword = (auth: Record<string, string>, body: unknown) => send(scene.shop, 'POST', '/api/auth/me/password', auth, body);
  const accountOf = (phone: string) => scene.db.query(`SELECT id FROM users WHERE phone = $1`, [phone]);

  /** A new phone signs up by OTP: the login answer, and its Authorization header. */
  async function otpCustomer(name = 'Gita Devi') {
    const phone = nextPhone();
    await ask(phone);
    const response = await scene.shop.request('/api/auth/otp/verify', json({ phone, code: await latestCode(phone), name }, { 'x-forwarded-for': newClient() }));
    expect(response.status).toBe(200);
    const body = await jsonOf(response);
    return { phone, user: body.user, auth: { authorization: `Bearer ${body.token}` } };
  }

  it('says hasPassword false for an OTP sign-up and true for a password account, at login and in the users list', async () => {
    const otp = await otpCustomer();
    expect(otp.user).toEqual({ _id: expect.any(String), name: 'Gita Devi', phone: otp.phone, role: 'customer', hasPassword: false });
    const ravi = await userWithToken(scene.shop, 'customer');
    const login = await jsonOf(await scene.shop.request('/api/auth/login', json({ phone: ravi.phone, password: PASSWORD })));
    expect(login.user.hasPassword).toBe(true);
    // An existing password account logging in by OTP keeps its password.
    await ask(ravi.phone);
    const byCode = await jsonOf(await scene.shop.request('/api/auth/otp/verify', json({ phone: ravi.phone, code: await latestCode(ravi.phone) }, { 'x-forwarded-for': newClient() })));
    expect(byCode.user.hasPassword).toBe(true);
    const admin = await userWithToken(scene.shop, 'admin');
    const { users } = await jsonOf(await send(scene.shop, 'GET', `/api/users?search=${otp.phone}`, admin.auth));
    expect(users.map((u: { hasPassword: boolean }) => u.hasPassword)).toEqual([false]);
  });

  it('lets an OTP-only customer delete their account with a code sent to their phone, once', async () => {
    const otp = await otpCustomer();
    // Without a password, the password way says what to do instead.
    expect(await jsonOf(await erase(otp.auth, { password: 'anything at all' }))).toEqual({
      statusCode: 403,
      msg: 'Your account has no password. Please confirm with a code sent to your phone.',
    });
    await ask(otp.phone);
    const code = await latestCode(otp.phone);
    const outboxOf = (phone: string) => scene.db.query(`SELECT count(*)::int AS n FROM sandbox_sms WHERE phone = $1`, [phone]);
    expect(await outboxOf(otp.phone)).toEqual([{ n: 2 }]);
    const erased = await erase(otp.auth, { code });
    expect(await jsonOf(erased)).toEqual({ msg: 'Your account has been deleted.' });
    expect(await accountOf(otp.phone)).toEqual([]);
    // The sandbox's outbox named the phone in clear: its codes go with the account (docs/decisions.md#erasure).
    expect(await outboxOf(otp.phone)).toEqual([{ n: 0 }]);
    expect(await jsonOf(await scene.shop.request('/api/dev/otp-codes'))).toEqual({ codes: expect.not.arrayContaining([expect.objectContaining({ phone: otp.phone })]) });
    expect(await scene.db.query(`SELECT ended_why FROM login_codes WHERE phone = $1 ORDER BY id DESC LIMIT 1`, [otp.phone])).toEqual([{ ended_why: 'used' }]);
  });

  it('refuses a wrong, expired or used code with 403 and keeps the account; the wrong tries count', async () => {
    const otp = await otpCustomer();
    await ask(otp.phone);
    const code = await latestCode(otp.phone);
    const refused = await erase(otp.auth, { code: wrongCode(code) });
    expect(await jsonOf(refused)).toEqual({ statusCode: 403, msg: 'That code is not right. Your account was not deleted.' });
    expect(await accountOf(otp.phone)).toHaveLength(1);
    expect(await scene.db.query(`SELECT wrong_tries FROM login_codes WHERE phone = $1 AND ended_at IS NULL`, [otp.phone])).toEqual([{ wrong_tries: 1 }]);
    // Expired: 5 minutes, as at login.
    await scene.db.query(`UPDATE login_codes SET expires_at = clock_timestamp() - interval '1 second' WHERE phone = $1 AND ended_at IS NULL`, [otp.phone]);
    const dead = 'This code has expired or was already used. Please ask for a new code. Your account was not deleted.';
    expect(await jsonOf(await erase(otp.auth, { code }))).toEqual({ statusCode: 403, msg: dead });
    // The login code used to sign up is used up: it cannot erase.
    expect(await jsonOf(await erase(otp.auth, { code: '000000' }))).toMatchObject({ statusCode: 403 });
    expect(await accountOf(otp.phone)).toHaveLength(1);
    expect((await send(scene.shop, 'GET', '/api/addresses', otp.auth)).status).toBe(200);
  });

  it('keeps the code live when the erasure is refused as the last admin\'s, so it works once another admin is there', async () => {
    const otp = await otpCustomer('Asha Kumari');
    const admins: { id: string }[] = await scene.db.query(`SELECT id FROM users WHERE role = 'admin'`);
    // Leave this account the shop's only admin for this test.
    await scene.db.query(`UPDATE users SET role = 'customer' WHERE role = 'admin'`);
    await scene.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [otp.user._id]);
    try {
      await ask(otp.phone);
      const code = await latestCode(otp.phone);
      const refused = await erase(otp.auth, { code });
      expect(await jsonOf(refused)).toEqual({ statusCode: 409, msg: 'You are the last admin: make another user an admin before deleting your account.' });
      expect(await scene.db.query(`SELECT ended_why FROM login_codes WHERE phone = $1 ORDER BY id DESC LIMIT 1`, [otp.phone])).toEqual([{ ended_why: null }]);
      await userWithToken(scene.shop, 'admin');
      expect(await jsonOf(await erase(otp.auth, { code }))).toEqual({ msg: 'Your account has been deleted.' });
      expect(await accountOf(otp.phone)).toEqual([]);
    } finally {
      await scene.db.query(`UPDATE users SET role = 'admin' WHERE id = ANY($1)`, [admins.map((a) => a.id)]);
    }
  });

  it('needs one proof: neither or both is 400, a malformed code 400', async () => {
    const otp = await otpCustomer();
    const oneOf = 'Please confirm with your password, or with a code sent to your phone (one of them).';
    expect(await jsonOf(await erase(otp.auth, {}))).toEqual({ statusCode: 400, msg: oneOf });
    expect(await jsonOf(await erase(otp.auth, { password: PASSWORD, code: '123456' }))).toEqual({ statusCode: 400, msg: oneOf });
    expect(await jsonOf(await erase(otp.auth, { code: '12ab' }))).toEqual({ statusCode: 400, msg: 'code must be exactly 6 digits' });
    expect(await accountOf(otp.phone)).toHaveLength(1);
  });

  it('still deletes a password account with its password', async () => {
    const ravi = await userWithToken(scene.shop, 'customer');
    expect((await erase(ravi.auth, { password: PASSWORD })).status).toBe(200);
    expect(await accountOf(ravi.phone)).toEqual([]);
  });

  it('sets a password once (register\'s rules), which then logs in; a second time is 409', async () => {
    const otp = await otpCustomer('Mohan Lal');
    expect(await jsonOf(await setPassword(otp.auth, { password: 'short' }))).toEqual({ statusCode: 400, msg: 'password must be at least 8 characters' });
    expect((await setPassword(otp.auth, {})).status).toBe(400);
    const set = await setPassword(otp.auth, { password: 'mohan new password' });
    expect(set.status).toBe(200);
    expect(await jsonOf(set)).toEqual({ _id: otp.user._id, name: 'Mohan Lal', phone: otp.phone, role: 'customer', hasPassword: true, createdAt: expect.any(String) });
    const login = await scene.shop.request('/api/auth/login', json({ phone: otp.phone, password: 'mohan new password' }));
    expect(login.status).toBe(200);
    expect((await jsonOf(login)).user.hasPassword).toBe(true);
    expect(await jsonOf(await setPassword(otp.auth, { password: 'another password' }))).toEqual({ statusCode: 409, msg: 'Your account already has a password.' });
    // The password account it became deletes with its password.
    expect((await erase(otp.auth, { password: 'mohan new password' })).status).toBe(200);
  });

  it('refuses set-password to a password account (409) and to a guest (401)', async () => {
    const ravi = await userWithToken(scene.shop, 'customer');
    expect((await setPassword(ravi.auth, { password: 'a fresh password' })).status).toBe(409);
    expect((await setPassword({}, { password: 'a fresh password' })).status).toBe(401);
    expect((await scene.shop.request('/api/auth/login', json({ phone: ravi.phone, password: PASSWORD }))).status).toBe(200);
  });
});
