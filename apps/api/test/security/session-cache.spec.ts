import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/create-app.js';
import { SessionCache } from '../../src/identity/session-cache.js';
import { userWithToken } from '../support/identity-helpers.js';
import { testEngine } from '../support/test-database.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';

// Issue 20: the guard remembers the users of open sessions (identity/session-cache.ts) instead of reading
// them on every request. A session revoked on one instance, or by a tool writing to the database, must be
// refused on every instance: PostgreSQL's notices tell them (docs/decisions.md#session-cache).
const SESSION_INVALID = { statusCode: 401, msg: 'Your session has expired or is no longer valid. Please log in again.' };

/** Waits (generously: the machine is shared) until `check` holds; the cache's own backstop is 30 s, so a pass here is the notice's doing. */
async function eventually(check: () => Promise<boolean>, what: string, deadlineMs = 20_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`still not ${what} after ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the session cache', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const get = (base: string, token: string, path = '/api/addresses') => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const sidOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;

  it('refuses a session logged out on this instance at once, though it was remembered', async () => {
    const ravi = await userWithToken(shop, 'customer');
    expect((await get(shop.baseUrl, ravi.token)).status).toBe(200);
    expect((await get(shop.baseUrl, ravi.token)).status).toBe(200);
    expect((await shop.request('/api/auth/logout', { method: 'POST', headers: ravi.auth })).status).toBe(204);
    const after = await get(shop.baseUrl, ravi.token);
    expect(after.status).toBe(401);
    expect(await jsonOf(after)).toEqual(SESSION_INVALID);
  });

  it('refuses at once a demoted user on this instance (the role is read afresh)', async () => {
    const admin = await userWithToken(shop, 'admin');
    const chief = await userWithToken(shop, 'admin');
    expect((await get(shop.baseUrl, admin.token, '/api/users')).status).toBe(200);
    const demote = await shop.request(`/api/users/${admin.id}`, {
      method: 'PUT',
      headers: { ...chief.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Test admin', phone: admin.phone, role: 'customer' }),
    });
    expect(demote.status).toBe(200);
    expect((await get(shop.baseUrl, admin.token, '/api/users')).status).toBe(401);
  });

  it('refuses a token it verified before once the token has expired', async () => {
    const ravi = await userWithToken(shop, 'customer');
    const shortLived = await shop.app.get(JwtService).signAsync({ sub: ravi.id, role: 'customer', sid: sidOf(ravi.token) }, { expiresIn: 2 });
    expect((await get(shop.baseUrl, shortLived)).status).toBe(200);
    await eventually(async () => (await get(shop.baseUrl, shortLived)).status === 401, 'refused after its expiry');
    // The session itself is still open: the long-lived token of the same login still opens it.
    expect((await get(shop.baseUrl, ravi.token)).status).toBe(200);
  });

  // Two instances on one database: PostgreSQL only (the embedded database admits one process, and there
  // the cache is off: see the last test).
  if (testEngine() !== 'postgres') {
    it('remembers nothing on the embedded database, so every change counts at once', async () => {
      const ravi = await userWithToken(shop, 'customer');
      expect((await get(shop.baseUrl, ravi.token)).status).toBe(200);
      expect(shop.app.get(SessionCache).userOf(ravi.id, sidOf(ravi.token))).toBeUndefined();
      await shop.app.get(DataSource).query(`UPDATE user_sessions SET ended_at = now() WHERE user_id = $1`, [ravi.id]);
      expect((await get(shop.baseUrl, ravi.token)).status).toBe(401);
    });
    return;
  }

  describe('with a second instance on the same database', () => {
    let other: NestFastifyApplication;
    let otherUrl: string;
    beforeAll(async () => {
      other = await createApp(shop.config);
      await other.listen(0, '127.0.0.1');
      otherUrl = (await other.getUrl()).replace('[::1]', '127.0.0.1');
    });
    afterAll(() => other.close());

    /** A user whose session the other instance has read and now remembers (asserted, so the tests below test the cache). */
    async function rememberedThere(role: 'customer' | 'admin') {
      const user = await userWithToken(shop, role);
      const path = role === 'admin' ? '/api/users' : '/api/addresses';
      await eventually(async () => {
        expect((await get(otherUrl, user.token, path)).status).toBe(200);
        return other.get(SessionCache).userOf(user.id, sidOf(user.token)) !== undefined;
      }, 'remembered by the other instance');
      return user;
    }

    it('refuses on the other instance a session logged out on this one', async () => {
      const ravi = await rememberedThere('customer');
      expect((await shop.request('/api/auth/logout', { method: 'POST', headers: ravi.auth })).status).toBe(204);
      await eventually(async () => (await get(otherUrl, ravi.token)).status === 401, 'refused on the other instance');
      expect(await jsonOf(await get(otherUrl, ravi.token))).toEqual(SESSION_INVALID);
    });

    it('refuses on the other instance a user demoted on this one, and lets a new login in with the new role', async () => {
      const admin = await rememberedThere('admin');
      const chief = await userWithToken(shop, 'admin');
      const demote = await shop.request(`/api/users/${admin.id}`, {
        method: 'PUT',
        headers: { ...chief.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Test admin', phone: admin.phone, role: 'customer' }),
      });
      expect(demote.status).toBe(200);
      await eventually(async () => (await get(otherUrl, admin.token, '/api/users')).status === 401, 'refused on the other instance');
    });

    it('follows a change made outside the shop (a tool, psql): a role edited in place and a user deleted', async () => {
      const admin = await rememberedThere('admin');
      const db = shop.app.get(DataSource);
      await db.query(`UPDATE users SET role = 'customer' WHERE id = $1`, [admin.id]);
      await eventually(async () => (await get(otherUrl, admin.token, '/api/users')).status === 403, 'forbidden on the other instance');
      await db.query(`DELETE FROM users WHERE id = $1`, [admin.id]);
      await eventually(async () => (await get(otherUrl, admin.token, '/api/addresses')).status === 401, 'refused on the other instance');
    });

    it('forgets everything when its listening connection is lost, and refuses what changed meanwhile', async () => {
      const ravi = await rememberedThere('customer');
      const db = shop.app.get(DataSource);
      // The other instance's listening connection, ended from the server's side (a failover, a restart).
      const ended: unknown[] = await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'jhatpat-notices' AND datname = current_database()`,
      );
      expect(ended.length).toBeGreaterThanOrEqual(2);
      await db.query(`UPDATE user_sessions SET ended_at = now() WHERE id = $1`, [sidOf(ravi.token)]);
      await eventually(async () => (await get(otherUrl, ravi.token)).status === 401, 'refused on the other instance');
      // And it listens again: a new session is remembered once more.
      await rememberedThere('customer');
    });
  });
});
