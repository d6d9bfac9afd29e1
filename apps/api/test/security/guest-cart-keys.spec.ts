import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { cartViewProjection } from '../../src/cart/cart-view.projection.js';
import { GuestTokensHashedInCartView1763960400000 } from '../../src/cart/migrations/1763960400000-guest-tokens-hashed-in-cart-view.js';
import { EventStore, inlineModel, JobHost, rebuildReadModels, Upcasters } from '../../src/platform/event-store/index.js';
import { json, userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { Sql } from '../../src/platform/database/sql-transaction.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

// Issue 16 items 6 and 7: a guest cart's stream was named by its Guest-Token, a bearer secret every
// auditor read; and every anonymous cart stayed in the read model for good. Guest carts are now named by
// the token's SHA-256, old token-named streams show under that same name, and idle guest carts expire.
describe('guest carts: named by a hash of the token, closed when idle', () => {
  let shop: TestApp;
  let db: DataSource;
  let productId: string;
  let auditor: Record<string, string>;
  const expiryMs = 60_000;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true, guestCartExpiryMs: expiryMs });
    db = shop.app.get(DataSource);
    productId = ((await jsonOf(await shop.request('/api/products'))) as { _id: string }[])[0]._id;
    auditor = (await userWithToken(shop, 'auditor')).auth;
  });
  afterAll(() => shop.close());

  const guestAdd = async (quantity: number, token?: string) => {
    const response = await shop.request('/api/guest-cart/add', json({ productId, quantity }, token ? { 'guest-token': token } : {}));
    expect(response.status).toBe(200);
    return jsonOf(response);
  };
  const audit = (path: string) => shop.request(path, { headers: auditor });
  /** Every place in the log a string could sit: stream ids, event bodies, metadata. */
  const logMentions = async (text: string) => {
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM es_events WHERE stream_id LIKE $1 OR data::text LIKE $1 OR metadata::text LIKE $1`,
      [`%${text}%`],
    );
    const [{ s }] = await db.query(`SELECT count(*)::int AS s FROM es_streams WHERE stream_id LIKE $1`, [`%${text}%`]);
    return n + s;
  };

  it('keeps the Guest-Token out of the log, and the cart still merges at login', async () => {
    const { guestToken } = await guestAdd(3);
    const [stream] = await db.query(`SELECT stream_id FROM es_streams WHERE stream_id = $1`, [`cart-guest-${sha256(guestToken)}`]);
    expect(stream).toBeDefined();
    const customer = await userWithToken(shop, 'customer');
    const merge = () => shop.request('/api/cart/merge-guest', json({ guestToken }, customer.auth));
    expect(await jsonOf(await merge())).toMatchObject({ count: 3 });
    expect(await jsonOf(await merge())).toMatchObject({ count: 3 });
    expect(await logMentions(guestToken)).toBe(0);
    // The auditor reads the merge under the cart's hashed name.
    const history = await jsonOf(await audit(`/api/audit/streams/cart-customer-${customer.id}/events`));
    expect(history.events.at(-1)).toMatchObject({ type: 'GuestCartMerged', data: { guestCart: sha256(guestToken) } });
  });

  it('shows carts named by their token before the change under the hashed name, never the token', async () => {
    const token = randomUUID().replaceAll('-', '');
    const legacy = `cart-guest-${token}`;
    const store = shop.app.get(EventStore);
    await store.append({ streamId: legacy, streamType: 'cart' }, 'no_stream', [{ type: 'CartItemQuantitySet', data: { productId, quantity: 2 } }], { actorId: null, role: 'guest' });
    const hashed = `cart-guest-${sha256(token)}`;

    const history = await audit(`/api/audit/streams/${hashed}/events`);
    expect(history.status).toBe(200);
    const body = await jsonOf(history);
    expect(body.streamId).toBe(hashed);
    expect(body.events.map((e: { streamId: string }) => e.streamId)).toEqual([hashed]);
    expect(JSON.stringify(body)).not.toContain(token);
    expect(await jsonOf(await audit(`/api/audit/streams/${hashed}/state`))).toMatchObject({ streamId: hashed, state: { lines: [{ productId, quantity: 2 }] } });
    const feed = await jsonOf(await audit('/api/audit/events?type=CartItemQuantitySet&limit=200'));
    expect(JSON.stringify(feed)).not.toContain(token);
    // Named by the token itself, nothing is answered: auditors do not look carts up by their secret.
    expect((await audit(`/api/audit/streams/${legacy}/events`)).status).toBe(404);
  });

  it('reads a merge recorded with the token (GuestCartMerged v1) as the cart’s hash', async () => {
    const token = randomUUID().replaceAll('-', '');
    const streamId = `cart-customer-legacy-${randomUUID()}`;
    await db.query(`INSERT INTO es_streams (stream_id, stream_type, version) VALUES ($1, 'cart', 1)`, [streamId]);
    await db.query(
      `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data) VALUES ($1, $2, 'cart', 1, 'GuestCartMerged', 1, $3)`,
      [randomUUID(), streamId, JSON.stringify({ guestToken: token, lines: [{ productId, quantity: 1 }] })],
    );
    const body = await jsonOf(await audit(`/api/audit/streams/${streamId}/state`));
    expect(body.events[0]).toMatchObject({ schemaVersion: 2, data: { guestCart: sha256(token), lines: [{ productId, quantity: 1 }] } });
    expect(body.state).toMatchObject({ mergedGuestCarts: [sha256(token)] });
    expect(JSON.stringify(body)).not.toContain(token);
  });

  it('replaces the tokens earlier merges left in the cart read model by their hashes (migration)', async () => {
    const token = randomUUID().replaceAll('-', '');
    const cartId = `cart-customer-migrated-${randomUUID()}`;
    await db.query(
      `INSERT INTO cart_view (cart_id, lines, tip_paise, donation_paise, merged_guest_tokens, version) VALUES ($1, '[]', 0, NULL, $2::jsonb, 1)`,
      [cartId, JSON.stringify([token, sha256('already')])],
    );
    const runner = db.createQueryRunner();
    try {
      await new GuestTokensHashedInCartView1763960400000().up(runner);
    } finally {
      await runner.release();
    }
    const [row] = await db.query(`SELECT merged_guest_tokens FROM cart_view WHERE cart_id = $1`, [cartId]);
    expect(row.merged_guest_tokens).toEqual([sha256(token), sha256('already')]);
    await db.query(`DELETE FROM cart_view WHERE cart_id = $1`, [cartId]);
  });

  it('closes guest carts idle past the configured age: an event in the log, no row in the read model', async () => {
    const idle = (await guestAdd(1)).guestToken as string;
    const customer = await userWithToken(shop, 'customer');
    expect((await shop.request('/api/cart/add', json({ productId, quantity: 1 }, customer.auth))).status).toBe(200);
    const idleStream = `cart-guest-${sha256(idle)}`;
    // A cart used just before the job runs is not idle.
    const fresh = (await guestAdd(1)).guestToken as string;
    const jobs = shop.app.get(JobHost);

    await jobs.runNow('expire-idle-guest-carts', new Date(Date.now() + expiryMs / 2));
    expect(await db.query(`SELECT 1 FROM cart_view WHERE cart_id = $1`, [idleStream])).toHaveLength(1);

    await guestAdd(2, fresh);
    const freshUpdated = new Date((await db.query(`SELECT updated_at FROM cart_view WHERE cart_id = $1`, [`cart-guest-${sha256(fresh)}`]))[0].updated_at);
    // Past the idle cart's age, not yet the fresh one's.
    await jobs.runNow('expire-idle-guest-carts', new Date(freshUpdated.getTime() + expiryMs - 1));
    expect(await db.query(`SELECT 1 FROM cart_view WHERE cart_id = $1`, [idleStream])).toHaveLength(0);
    expect(await db.query(`SELECT 1 FROM cart_view WHERE cart_id = $1`, [`cart-guest-${sha256(fresh)}`])).toHaveLength(1);
    expect(await db.query(`SELECT 1 FROM cart_view WHERE cart_id = $1`, [`cart-customer-${customer.id}`])).toHaveLength(1);
    const events: { event_type: string; metadata: { role: string } }[] = await db.query(
      `SELECT event_type, metadata FROM es_events WHERE stream_id = $1 ORDER BY stream_version`,
      [idleStream],
    );
    expect(events.map((e) => e.event_type)).toEqual(['CartItemQuantitySet', 'GuestCartExpired']);
    expect(events[1].metadata.role).toBe('system');

    // A rebuild from the log gives the same read model: the closed cart has no row, the others theirs.
    // (The v1 merge above went straight into the log, never through the projection: it is left out.)
    const rows = () => db.query(`SELECT cart_id, lines, version::text AS version FROM cart_view WHERE cart_id NOT LIKE 'cart-customer-legacy-%' ORDER BY cart_id`);
    const before = await rows();
    await rebuildReadModels(shop.app.get(Sql), shop.app.get(Upcasters), [inlineModel(cartViewProjection)], { batchSize: 3 });
    expect(await rows()).toEqual(before);

    // Run again: nothing more is appended. The token then names an empty cart that works as a new one.
    await jobs.runNow('expire-idle-guest-carts', new Date(Date.now() + expiryMs * 3));
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM es_events WHERE stream_id = $1`, [idleStream]);
    expect(n).toBe(2);
    const reopened = await jsonOf(await shop.request('/api/guest-cart', { headers: { 'guest-token': idle } }));
    expect(reopened).toMatchObject({ count: 0, products: [] });
    expect(await guestAdd(4, idle)).toMatchObject({ count: 4 });
  });
});
