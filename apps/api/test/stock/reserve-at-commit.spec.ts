// Placing an order reserves its shelves in the COMMIT's round trip (docs/decisions.md#reserve-at-commit):
// stock_reserve_at_head takes the shelf's next version, its `available` and its hash link under the lock
// that batch takes, so a popular shelf is held for that round trip only. What it writes must be what the
// shop's own append would have written (the chain verifies in Node, the fold matches), and a shelf that
// runs short between the opening's look and the COMMIT sends the order down the locked path, which
// refuses it with its short lines.
import { DataSource } from 'typeorm';
import { verifyChains } from '../../src/audit/index.js';
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { eventHash } from '../../src/platform/event-store/event-hash.js';
import { cartAndOrderBody, send, shopper, type Shopper } from '../ordering/ordering-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { itOnPostgres } from '../support/on-postgres.js';
import { advisoryWaiters, inventoryDesk, shelfRow, withShelfHeld } from './stock-helpers.js';

type Product = { _id: string; name: string; available: number };

describe('reserving an order’s shelves at the COMMIT', () => {
  let shop: TestApp;
  let db: Sql;
  let products: Product[];
  let desk: Awaited<ReturnType<typeof inventoryDesk>>;
  let keys = 0;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    db = shop.app.get(Sql);
    products = await jsonOf(await shop.request('/api/products'));
    desk = await inventoryDesk(shop);
  });
  afterAll(() => shop.close());

  const place = (who: Shopper, body: unknown) => send(shop, 'POST', '/api/user-orders', who.auth, body, { 'idempotency-key': `at-commit-${++keys}` });
  const fresh = (): Product => products.splice(products.findIndex((p) => p.available > 10), 1)[0];
  const reservationsOf = (productId: string) =>
    db.query<{ stream_version: number; event_id: string; schema_version: number; data: Record<string, unknown>; metadata: unknown; prev_hash: Buffer; hash: Buffer }[]>(
      `SELECT stream_version::int AS stream_version, event_id, schema_version, data, metadata, prev_hash, hash
         FROM es_events WHERE stream_id = $1 AND event_type = 'StockReserved' ORDER BY stream_version`,
      [`stock-${productId}`],
    );

  it('writes each reservation as the shop’s own append would: its version, what is left, its hash link', async () => {
    const [a, b] = [fresh(), fresh()];
    await desk.setAvailable(a._id, 7);
    await desk.setAvailable(b._id, 3);
    const ravi = await shopper(shop);
    const response = await place(ravi, await cartAndOrderBody(shop, ravi, [{ productId: a._id, quantity: 2 }, { productId: b._id, quantity: 3 }]));
    expect(response.status).toBe(201);
    const { orderId } = (await jsonOf(response)) as { orderId: string };

    for (const [product, quantity, left] of [[a, 2, 5], [b, 3, 0]] as const) {
      const [reserved] = await reservationsOf(product._id);
      expect(reserved.data).toEqual({ productId: product._id, orderId, quantity, available: left });
      const [{ version, head_hash }] = await db.query<{ version: number; head_hash: Buffer }[]>(`SELECT version::int AS version, head_hash FROM es_streams WHERE stream_id = $1`, [`stock-${product._id}`]);
      expect(version).toBe(reserved.stream_version);
      expect(head_hash.equals(reserved.hash)).toBe(true);
      // The link the database made is the one Node computes from the same stored event.
      const recomputed = eventHash(reserved.prev_hash, { streamId: `stock-${product._id}`, streamVersion: reserved.stream_version, eventId: reserved.event_id, type: 'StockReserved', schemaVersion: reserved.schema_version, data: reserved.data, metadata: reserved.metadata });
      expect(recomputed.toString('hex')).toBe(reserved.hash.toString('hex'));
      expect(await shelfRow(shop, product._id)).toMatchObject({ reserved: quantity, available: left, reservations: { [orderId]: quantity } });
    }
    const report = await verifyChains(db);
    expect(report.failures).toEqual([]);
    // Every event of the order, the shelves' and OrderPlaced alike, has a time-ordered id (UUID version 7).
    const ids = await db.query<{ event_id: string }[]>(`SELECT event_id::text AS event_id FROM es_events WHERE data->>'orderId' = $1`, [orderId]);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const { event_id } of ids) expect(event_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  // PostgreSQL only: PGlite's one connection leaves nothing to hold a lock beside the shop.
  itOnPostgres('takes the shelf’s lock in the COMMIT’s batch, not with the opening', async () => {
    const product = fresh();
    await desk.setAvailable(product._id, 5);
    const ravi = await shopper(shop);
    const body = await cartAndOrderBody(shop, ravi, [{ productId: product._id, quantity: 1 }]);
    const { placing } = await withShelfHeld(shop, product._id, async () => {
      const placing = place(ravi, body);
      // The order's transaction reaches its COMMIT's batch and waits there for the shelf.
      expect(await waitersAtCommit(1)).toBe(1);
      return { placing };
    });
    expect((await placing).status).toBe(201);
    expect((await shelfRow(shop, product._id))?.reserved).toBe(1);
  });

  itOnPostgres('has written its own event and read models before it waits for the shelf: the shelf is held for its reservations and the COMMIT', async () => {
    const product = fresh();
    await desk.setAvailable(product._id, 5);
    const ravi = await shopper(shop);
    const body = await cartAndOrderBody(shop, ravi, [{ productId: product._id, quantity: 1 }]);
    const { placing, written } = await withShelfHeld(shop, product._id, async () => {
      const placing = place(ravi, body);
      expect(await waitersAtCommit(1)).toBe(1);
      // The tables the waiting transaction has written to (a writer's RowExclusiveLock is held to its end).
      const rows = await shop.app.get(DataSource).query(
        `SELECT DISTINCT c.relname::text AS relname FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE l.mode = 'RowExclusiveLock' AND l.granted AND l.pid = (
            SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory' AND query !~ '^\\s*BEGIN')`,
      );
      return { placing, written: (rows as { relname: string }[]).map((row) => row.relname) };
    });
    expect(written).toEqual(expect.arrayContaining(['es_events', 'orders_view', 'packing_view', 'money_orders', 'cart_view', 'idempotency_keys']));
    // Nothing of the shelf's own is written before its lock.
    expect(written).not.toContain('stock_view');
    expect(written).not.toContain('stock_reservations');
    expect((await placing).status).toBe(201);
    expect((await shelfRow(shop, product._id))?.reserved).toBe(1);
  });

  itOnPostgres('sends an order whose shelf ran short before its COMMIT down the locked path, which names the short line', async () => {
    const product = fresh();
    await desk.setAvailable(product._id, 1);
    const [ravi, sita] = await Promise.all([shopper(shop), shopper(shop)]);
    const bodies = await Promise.all([ravi, sita].map((who) => cartAndOrderBody(shop, who, [{ productId: product._id, quantity: 1 }])));
    const { placing } = await withShelfHeld(shop, product._id, async () => {
      // Both looked and saw one unit left; both wait for the shelf at their COMMIT.
      const placing = Promise.all([place(ravi, bodies[0]), place(sita, bodies[1])]);
      expect(await waitersAtCommit(2)).toBe(2);
      return { placing };
    });
    const responses = await placing;
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.status === 409)!;
    expect((await jsonOf(refused)).shortLines).toEqual([{ productId: product._id, name: product.name, wanted: 1, available: 0 }]);
    expect(await shelfRow(shop, product._id)).toMatchObject({ reserved: 1, available: 0 });
    expect(await reservationsOf(product._id)).toHaveLength(1);
  });

  /**
   * How many of the shop's connections wait on an advisory lock in a batch that is not an opening (an
   * opening's starts with BEGIN; the COMMIT's batch ends with the shelves' locks, their reservations and
   * COMMIT), once `count` do (or after 10 s).
   */
  const waitersAtCommit = (count: number) => advisoryWaiters(shop, `query !~ '^\\s*BEGIN'`, count);
});
