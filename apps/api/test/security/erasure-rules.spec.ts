import { DataSource } from 'typeorm';
import { cartAndOrderBody, send, shopper } from '../ordering/ordering-helpers.js';
import { PASSWORD, tokenFor, userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { connected, connectTo, closeSockets } from '../notifications/socket-helpers.js';
import { placeOrder } from '../notifications/order-givens.js';
import { rebuildCommand } from '../../src/cli/rebuild-command.js';
import { randomUUID } from 'node:crypto';

// Issue 16 item 8: who may delete their account with DELETE /api/auth/me, and what ends with it
// (docs/decisions.md#erasure).
describe('DELETE /api/auth/me', () => {
  let shop: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    db = shop.app.get(DataSource);
  });
  afterEach(() => closeSockets());
  afterAll(() => shop.close());

  const erase = (auth: Record<string, string>, body: unknown) => send(shop, 'DELETE', '/api/auth/me', auth, body);

  it('needs a login and the password (or a code): none is 401, neither or a blank password 400, a wrong one 403', async () => {
    expect((await erase({}, { password: PASSWORD })).status).toBe(401);
    const ravi = await userWithToken(shop, 'customer');
    expect(await jsonOf(await erase(ravi.auth, {}))).toEqual({ statusCode: 400, msg: 'Please confirm with your password, or with a code sent to your phone (one of them).' });
    expect((await erase(ravi.auth, { password: '' })).status).toBe(400);
    expect((await erase(ravi.auth, { password: PASSWORD, extra: 1 })).status).toBe(400);
    expect(await jsonOf(await erase(ravi.auth, { password: 'wrong password' }))).toEqual({ statusCode: 403, msg: 'That password is not correct. Your account was not deleted.' });
    expect((await send(shop, 'GET', '/api/addresses', ravi.auth)).status).toBe(200);
  });

  it('ends every session of the account at once, on other devices and sockets too', async () => {
    const ravi = await userWithToken(shop, 'customer');
    const otherDevice = await tokenFor(shop, ravi.phone);
    const socket = connectTo(shop, '/orders', { token: otherDevice });
    await connected(socket);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    expect((await erase(ravi.auth, { password: PASSWORD })).status).toBe(200);
    for (const token of [ravi.token, otherDevice]) expect((await send(shop, 'GET', '/api/addresses', { authorization: `Bearer ${token}` })).status).toBe(401);
    await closed;
    expect(await db.query(`SELECT count(*)::int AS n FROM user_sessions WHERE user_id = $1`, [ravi.id])).toEqual([{ n: 0 }]);
  });

  it('refuses the last admin, and lets an admin go once another is there', async () => {
    const admins: { id: string }[] = await db.query(`SELECT id FROM users WHERE role = 'admin'`);
    const only = await userWithToken(shop, 'admin');
    // Leave exactly one admin: demote the rest (the demo admin included) for this test.
    await db.query(`UPDATE users SET role = 'customer' WHERE role = 'admin' AND id <> $1`, [only.id]);
    try {
      const refused = await erase(only.auth, { password: PASSWORD });
      expect(await jsonOf(refused)).toEqual({ statusCode: 409, msg: 'You are the last admin: make another user an admin before deleting your account.' });
      const second = await userWithToken(shop, 'admin');
      expect((await erase(only.auth, { password: PASSWORD })).status).toBe(200);
      expect((await send(shop, 'GET', '/api/users', second.auth)).status).toBe(200);
    } finally {
      await db.query(`UPDATE users SET role = 'admin' WHERE id = ANY($1)`, [admins.map((a) => a.id)]);
    }
  });

  it('staff may delete their own accounts too (riders, auditors)', async () => {
    for (const role of ['delivery', 'auditor'] as const) {
      const staff = await userWithToken(shop, role);
      expect((await erase(staff.auth, { password: PASSWORD })).status).toBe(200);
      expect(await db.query(`SELECT id FROM users WHERE id = $1`, [staff.id])).toEqual([]);
    }
  });

  it('an order racing the erasure is either erased with the rest or refused: no key outlives the account', async () => {
    const ravi = await shopper(shop);
    const products: { _id: string }[] = await jsonOf(await shop.request('/api/products'));
    const body = await cartAndOrderBody(shop, ravi, [{ productId: products[0]._id, quantity: 1 }]);
    const [placed, erased] = await Promise.all([
      send(shop, 'POST', '/api/user-orders', ravi.auth, body, { 'idempotency-key': `race-${ravi.id}` }),
      erase(ravi.auth, { password: PASSWORD }),
    ]);
    expect(erased.status).toBe(200);
    expect([201, 400, 401, 410]).toContain(placed.status);
    expect(await db.query(`SELECT wrapped_key FROM pii_keys WHERE subject_id = $1`, [ravi.id])).toEqual([{ wrapped_key: null }]);
    const rows: { customer_name: string }[] = await db.query(`SELECT customer_name FROM orders_view WHERE customer_id = $1`, [ravi.id]);
    expect(rows.every((row) => row.customer_name === '[erased]')).toBe(true);
    expect(rows).toHaveLength(placed.status === 201 ? 1 : 0);
  });

  // docs/decisions.md#erasure "Events written before this change": plaintext events are read as before,
  // their read-model copies are blanked and stay blank through a rebuild; their bytes stay in the log.
  it('events from before sealing: read models blanked live and after a rebuild; the log keeps their bytes (the documented limit)', async () => {
    const ravi = await userWithToken(shop, 'customer');
    const legacyName = `legacy-${randomUUID()}`;
    const { orderId } = await placeOrder(shop, ravi.id, { customerName: legacyName });
    expect(await db.query(`SELECT customer_name FROM orders_view WHERE order_id = $1`, [orderId])).toEqual([{ customer_name: legacyName }]);
    expect((await erase(ravi.auth, { password: PASSWORD })).status).toBe(200);
    const blanked = [{ customer_name: '[erased]', customer_phone: '[erased]', order_notes: null }];
    expect(await db.query(`SELECT customer_name, customer_phone, order_notes FROM orders_view WHERE order_id = $1`, [orderId])).toEqual(blanked);
    const report = await rebuildCommand(shop.app, () => {}, () => {}, ['order-view']);
    expect(report!.tables.every((t) => t.identical)).toBe(true);
    expect(await db.query(`SELECT customer_name, customer_phone, order_notes FROM orders_view WHERE order_id = $1`, [orderId])).toEqual(blanked);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM es_events WHERE stream_id = $1 AND data::text LIKE $2`, [`order-${orderId}`, `%${legacyName}%`]);
    expect(n).toBe(1);
  });

  it("the admins' live feed opens a sealed order's name, and its catch-up reads [erased] after erasure", async () => {
    const admin = await userWithToken(shop, 'admin');
    const live = connectTo(shop, '/admin', { token: admin.token });
    const startsAt = new Promise<string>((resolve) => live.once('feed-cursor', ({ cursor }: { cursor: string }) => resolve(cursor)));
    const pushed: string[] = [];
    live.on('order-notification', ({ message }: { message: string }) => pushed.push(message));
    await connected(live);
    const cursor = await startsAt;
    const ravi = await shopper(shop);
    const products: { _id: string }[] = await jsonOf(await shop.request('/api/products'));
    const body = await cartAndOrderBody(shop, ravi, [{ productId: products[0]._id, quantity: 1 }]);
    const placed = await send(shop, 'POST', '/api/user-orders', ravi.auth, body, { 'idempotency-key': `feed-${ravi.id}` });
    const { order } = await jsonOf(await send(shop, 'GET', `/api/orders/${(await jsonOf(placed)).orderId}`, ravi.auth));
    const number: string = order.orderNumber;
    const newOrder = (messages: string[]) => messages.find((m) => m.startsWith(`New order #${number} `));
    for (let waited = 0; !newOrder(pushed) && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(newOrder(pushed)).toMatch(new RegExp(`^New order #${number} from Test customer: ₹`));

    expect((await erase(ravi.auth, { password: PASSWORD })).status).toBe(200);
    const caughtUp: string[] = [];
    const later = connectTo(shop, '/admin', { token: admin.token, cursor });
    later.on('order-notification', ({ message }: { message: string }) => caughtUp.push(message));
    await connected(later);
    for (let waited = 0; !newOrder(caughtUp) && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(newOrder(caughtUp)).toMatch(new RegExp(`^New order #${number} from \\[erased\\]: ₹`));
  });
});
