import { DataSource } from 'typeorm';
import type { Socket } from 'socket.io-client';
import { createApp } from '../../src/create-app.js';
import { tokenFor, userWithToken } from '../support/identity-helpers.js';
import { testEngine } from '../support/test-database.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { closeSockets, connected, connectTo } from '../notifications/socket-helpers.js';

// Issue 16 item 5: a demoted or deleted admin's /admin socket kept receiving orders until its token
// expired (12 h), and logout revoked nothing on the server.
const SESSION_INVALID = { statusCode: 401, msg: 'Your session has expired or is no longer valid. Please log in again.' };

/** Resolves with the server's reason once the socket is closed by the server. */
function endedBy(socket: Socket, timeoutMs = 60_000): Promise<{ msg: string | null; reason: string }> {
  return new Promise((resolve, reject) => {
    let msg: string | null = null;
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs);
    socket.on('session-ended', (body: { msg: string }) => (msg = body.msg));
    socket.once('disconnect', (reason) => (clearTimeout(timer), resolve({ msg, reason })));
  });
}

describe('sessions that end', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterEach(() => closeSockets());
  afterAll(() => shop.close());

  const get = (token: string, path = '/api/addresses') => shop.request(path, { headers: { authorization: `Bearer ${token}` } });

  it('logout ends that session at once, and only that one', async () => {
    const ravi = await userWithToken(shop, 'customer');
    const otherDevice = await tokenFor(shop, ravi.phone);
    expect((await get(ravi.token)).status).toBe(200);
    const out = await shop.request('/api/auth/logout', { method: 'POST', headers: ravi.auth });
    expect(out.status).toBe(204);
    const after = await get(ravi.token);
    expect(after.status).toBe(401);
    expect(await jsonOf(after)).toEqual(SESSION_INVALID);
    expect((await get(otherDevice)).status).toBe(200);
    // Logging out twice is not an error the user can act on: the session is already over.
    expect((await shop.request('/api/auth/logout', { method: 'POST', headers: ravi.auth })).status).toBe(401);
  });

  it('closes an admin’s /admin socket within seconds of logout, demotion or deletion', async () => {
    const db = shop.app.get(DataSource);
    const [loggingOut, demoted, deleted] = await Promise.all([userWithToken(shop, 'admin'), userWithToken(shop, 'admin'), userWithToken(shop, 'admin')]);
    const sockets = [loggingOut, demoted, deleted].map((admin) => connectTo(shop, '/admin', { token: admin.token }));
    await Promise.all(sockets.map((socket) => connected(socket)));
    const ends = sockets.map((socket) => endedBy(socket));

    expect((await shop.request('/api/auth/logout', { method: 'POST', headers: loggingOut.auth })).status).toBe(204);
    const chief = await userWithToken(shop, 'admin');
    const demote = await shop.request(`/api/users/${demoted.id}`, {
      method: 'PUT',
      headers: { ...chief.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Test admin', phone: demoted.phone, role: 'customer' }),
    });
    expect(demote.status).toBe(200);
    await db.query(`DELETE FROM users WHERE id = $1`, [deleted.id]);

    for (const ended of await Promise.all(ends)) expect(ended).toEqual({ msg: 'Your session has ended. Please log in again.', reason: 'io server disconnect' });
    // The demoted user's old token opens nothing; a new login does, with the new role.
    expect(await jsonOf(await get(demoted.token))).toEqual(SESSION_INVALID);
    expect((await get(await tokenFor(shop, demoted.phone))).status).toBe(200);
  });

  it('keeps a session whose user only had their name edited', async () => {
    const sunil = await userWithToken(shop, 'delivery');
    const chief = await userWithToken(shop, 'admin');
    const edit = await shop.request(`/api/users/${sunil.id}`, {
      method: 'PUT',
      headers: { ...chief.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sunil Kumar', phone: sunil.phone, role: 'delivery' }),
    });
    expect(edit.status).toBe(200);
    expect((await get(sunil.token, '/api/delivery/orders')).status).toBe(200);
  });

  // Two instances on one database: PostgreSQL only (the embedded database admits one process).
  if (testEngine() !== 'postgres') return;

  it('ends a socket held by another instance when the user logs out on this one', async () => {
    const other = await createApp(shop.config);
    await other.listen(0, '127.0.0.1');
    try {
      const otherShop = { ...shop, baseUrl: await other.getUrl() } as TestApp;
      const admin = await userWithToken(shop, 'admin');
      const socket = connectTo(otherShop, '/admin', { token: admin.token });
      await connected(socket);
      const ended = endedBy(socket);
      expect((await shop.request('/api/auth/logout', { method: 'POST', headers: admin.auth })).status).toBe(204);
      expect((await ended).reason).toBe('io server disconnect');
    } finally {
      await other.close();
    }
  });
});
