// Finishing a packed order moves its shelves in the COMMIT's round trip (docs/decisions.md#pick-at-commit):
// stock_unreserve_at_head writes each pick and each release at the shelf's next version, with its
// `available` and its hash link, under the lock that batch takes. What it writes must be what the shop's
// own append would have written (the chain verifies in Node, the shelf's row is the fold), and a shelf
// that is not as the finish read it sends the finish down the locked path.
import { verifyChains } from '../../src/audit/index.js';
import { prepared, preparedText } from '../../src/platform/database/batch-statement.js';
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { streamEventsStatement } from '../../src/platform/event-store/append-to-stream.js';
import { eventHash } from '../../src/platform/event-store/event-hash.js';
import { userWithToken } from '../support/identity-helpers.js';
import { cartAndOrderBody, send, shopper } from '../ordering/ordering-helpers.js';
import { batchStatements, onConnectionOf, sentWhile } from '../support/sent-to-database.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { itOnPostgres } from '../support/on-postgres.js';
import { advisoryWaiters, inventoryDesk, shelfRow, withShelfHeld } from './stock-helpers.js';

type Product = { _id: string; name: string; available: number };
type StoredEvent = { event_type: string; stream_version: number; event_id: string; schema_version: number; data: Record<string, unknown>; metadata: unknown; prev_hash: Buffer; hash: Buffer };

describe('moving a packed order’s shelves at the COMMIT', () => {
  let shop: TestApp;
  let db: Sql;
  let products: Product[];
  let desk: Awaited<ReturnType<typeof inventoryDesk>>;
  let packer: Record<string, string>;
  let keys = 0;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    db = shop.app.get(Sql);
    products = await jsonOf(await shop.request('/api/products'));
    desk = await inventoryDesk(shop);
    packer = (await userWithToken(shop, 'packer', 'Pooja Packer')).auth;
  });
  afterAll(() => shop.close());

  const fresh = (): Product => products.splice(products.findIndex((p) => p.available > 10), 1)[0];
  const pack = async (orderId: string, path: string, body?: unknown) => send(shop, 'POST', `/api/packing/orders/${orderId}${path}`, packer, body);
  /** An order of these lines, claimed, each line picked but `short` ones (units missing): all that is left is the finish. */
  async function readyToFinish(lines: { productId: string; quantity: number }[], short: Record<string, number> = {}): Promise<string> {
    const who = await shopper(shop);
    const placed = await send(shop, 'POST', '/api/user-orders', who.auth, await cartAndOrderBody(shop, who, lines), { 'idempotency-key': `pick-at-commit-${++keys}` });
    expect(placed.status).toBe(201);
    const { orderId } = (await jsonOf(placed)) as { orderId: string };
    expect((await pack(orderId, '/claim')).status).toBe(200);
    for (const { productId } of lines) {
      const step = short[productId] ? pack(orderId, `/lines/${productId}/short`, { missing: short[productId] }) : pack(orderId, `/lines/${productId}/pick`);
      expect((await step).status).toBe(200);
    }
    return orderId;
  }
  const shelfEvents = (productId: string, orderId: string) =>
    db.query<StoredEvent[]>(
      `SELECT event_type, stream_version::int AS stream_version, event_id, schema_version, data, metadata, prev_hash, hash
         FROM es_events WHERE stream_id = $1 AND data->>'orderId' = $2 ORDER BY stream_version`,
      [`stock-${productId}`, orderId],
    );

  it('writes each pick and release as the shop’s own append would: its version, what is left, its hash link', async () => {
    const [a, b] = [fresh(), fresh()];
    await desk.setAvailable(a._id, 6);
    await desk.setAvailable(b._id, 4);
    // Two of a picked; three of b ordered, one missing: two picked and one given back.
    const orderId = await readyToFinish([{ productId: a._id, quantity: 2 }, { productId: b._id, quantity: 3 }], { [b._id]: 1 });
    const before = { [a._id]: (await shelfRow(shop, a._id))!, [b._id]: (await shelfRow(shop, b._id))! };
    expect((await pack(orderId, '/finish')).status).toBe(200);

    // Per shelf: its events for the order (type, quantity, available after), and the units picked and given back.
    const expected: [Product, [string, number, number][], { picked: number; released: number }][] = [
      [a, [['StockReserved', 2, 4], ['StockPicked', 2, 4]], { picked: 2, released: 0 }],
      [b, [['StockReserved', 3, 1], ['StockPicked', 2, 1], ['StockReleased', 1, 2]], { picked: 2, released: 1 }],
    ];
    for (const [product, moves, { picked, released }] of expected) {
      const events = await shelfEvents(product._id, orderId);
      expect(events.map((e) => [e.event_type, e.data.quantity, e.data.available])).toEqual(moves);
      for (const [i, event] of events.entries()) {
        expect(event.data).toEqual({ productId: product._id, orderId, quantity: moves[i][1], available: moves[i][2] });
        const recomputed = eventHash(event.prev_hash, { streamId: `stock-${product._id}`, streamVersion: event.stream_version, eventId: event.event_id, type: event.event_type, schemaVersion: event.schema_version, data: event.data, metadata: event.metadata });
        expect(recomputed.toString('hex')).toBe(event.hash.toString('hex'));
      }
      const last = events.at(-1)!;
      const [{ version, head_hash }] = await db.query<{ version: number; head_hash: Buffer }[]>(`SELECT version::int AS version, head_hash FROM es_streams WHERE stream_id = $1`, [`stock-${product._id}`]);
      expect(version).toBe(last.stream_version);
      expect(head_hash.equals(last.hash)).toBe(true);
      const was = before[product._id];
      expect(was.reservations[orderId]).toBe(picked + released);
      expect(await shelfRow(shop, product._id)).toEqual({
        on_hand: was.on_hand - picked,
        reserved: was.reserved - picked - released,
        available: was.available + released,
        reservations: Object.fromEntries(Object.entries(was.reservations).filter(([id]) => id !== orderId)),
      });
    }
    expect((await verifyChains(db)).failures).toEqual([]);
  });

  it('writes nothing more when the packed order is finished again', async () => {
    const product = fresh();
    await desk.setAvailable(product._id, 5);
    const orderId = await readyToFinish([{ productId: product._id, quantity: 1 }]);
    expect((await pack(orderId, '/finish')).status).toBe(200);
    expect(await shelfRow(shop, product._id)).toMatchObject({ available: 4, reservations: {} });
    // Finishing again changes nothing: the order is packed, and no second pick is written.
    expect((await pack(orderId, '/finish')).status).toBe(409);
    expect((await shelfEvents(product._id, orderId)).map((e) => e.event_type)).toEqual(['StockReserved', 'StockPicked']);
  });

  // PostgreSQL only: PGlite's one connection leaves nothing to hold a lock beside the shop.
  itOnPostgres('takes the shelf’s lock in the COMMIT’s batch, after the order’s own statements', async () => {
    const product = fresh();
    await desk.setAvailable(product._id, 5);
    const orderId = await readyToFinish([{ productId: product._id, quantity: 2 }]);
    const { finishing } = await withShelfHeld(shop, product._id, async () => {
      const finishing = pack(orderId, '/finish');
      // The finish reaches its COMMIT's batch and waits there for the shelf.
      expect(await waitersAfterWriting(1)).toBe(1);
      return { finishing };
    });
    expect((await finishing).status).toBe(200);
    expect(await shelfRow(shop, product._id)).toMatchObject({ available: 3, reservations: {} });
    expect((await shelfEvents(product._id, orderId)).map((e) => e.event_type)).toEqual(['StockReserved', 'StockPicked']);
  });

  itOnPostgres('finishes down the locked path when the shelf moved past its row before the COMMIT', async () => {
    const product = fresh();
    await desk.setAvailable(product._id, 5);
    const orderId = await readyToFinish([{ productId: product._id, quantity: 2 }]);
    // The order holds 2; the shelf's row is made to disagree (as if its stream had moved on without it), so
    // the function refuses under the lock, and the locked path picks from the shelf as it then is.
    const { finishing } = await withShelfHeld(shop, product._id, async (holder) => {
      const finishing = pack(orderId, '/finish');
      expect(await waitersAfterWriting(1)).toBe(1);
      await holder.query(`UPDATE stock_view SET version = version - 1 WHERE product_id = $1`, [product._id]);
      return { finishing };
    }, 'COMMIT');
    // The locked path folds the shelf from its stream (its row is behind) and writes the row afresh.
    expect((await finishing).status).toBe(200);
    expect((await shelfEvents(product._id, orderId)).map((e) => e.event_type)).toEqual(['StockReserved', 'StockPicked']);
    expect(await shelfRow(shop, product._id)).toMatchObject({ available: 3, reservations: {} });
    expect((await verifyChains(db)).failures).toEqual([]);
  });

  itOnPostgres('reads the order with its lock, and sends the rest in as few round trips as its reads allow', async () => {
    const product = fresh();
    await desk.setAvailable(product._id, 5);
    const orderId = await readyToFinish([{ productId: product._id, quantity: 1 }]);
    const { sent, result } = await sentWhile(() => pack(orderId, '/finish'));
    expect(result.status).toBe(200);
    // The finish's own round trips: those on the connection that opened with the order's lock, to its COMMIT.
    const onIt = onConnectionOf(sent, sent.findIndex(({ text }) => text.startsWith('BEGIN;') && text.includes(`'order-${orderId}'`)));
    const finish = onIt.slice(0, onIt.findIndex((text) => text.endsWith('COMMIT')) + 1);
    // BEGIN, the order's lock, its stream's row and its events (CommandLocks.loads): no read of the order of its own.
    expect(batchStatements(finish[0])).toEqual([
      'BEGIN',
      expect.stringMatching(new RegExp(`^EXECUTE jx_\\w+\\(ARRAY\\['order-${orderId}'\\]::text\\[\\], ARRAY\\['0'\\]::text\\[\\]\\)$`)),
      `EXECUTE ${prepared(`SELECT stream_id, stream_type, version::text AS version, head_hash FROM es_streams WHERE stream_id IN ($1)`, [`order-${orderId}`]).name}('order-${orderId}')`,
      `EXECUTE ${streamEventsStatement(`order-${orderId}`).name}('order-${orderId}')`,
    ]);
    // Then the order's event (its position and time come back), and the read models' writes each left for the
    // next statement (docs/decisions.md#writes-behind): orders_view's with packing_view's read, packing_view's
    // and money_orders' with the order's reservations, and the shelf's move with the COMMIT. Eight before.
    expect(finish).toHaveLength(5);
    expect(finish[1]).toMatch(/^WITH stream AS \(UPDATE es_streams .* INSERT INTO es_events /s);
    expect(batchStatements(finish[2]).map(kind)).toEqual(['UPDATE orders_view', 'FROM packing_view']);
    expect(batchStatements(finish[3]).map(kind)).toEqual(['INTO packing_view', 'UPDATE money_orders', 'FROM stock_reservations']);
    expect(batchStatements(finish[4]).at(-1)).toBe('COMMIT');
    expect(await db.query(`SELECT status FROM orders_view WHERE order_id = $1`, [orderId])).toEqual([{ status: 'packed' }]);
    expect(await db.query(`SELECT status FROM money_orders WHERE order_id = $1`, [orderId])).toEqual([{ status: 'packed' }]);
  });

  /**
   * How many of the shop's connections wait on an advisory lock after their transaction's first write (it
   * has an id: the order's event is in), once `count` do. A finish that locks its shelves before its first
   * write waits with no id yet.
   */
  const waitersAfterWriting = (count: number) => advisoryWaiters(shop, 'backend_xid IS NOT NULL', count);
});

/** What an EXECUTE'd or plain statement does, by the prepared text it names: its verb and table. */
const kind = (statement: string) => {
  const text = preparedText(statement.match(/^EXECUTE (jx_\w+)/)?.[1] ?? '') ?? statement;
  return text.match(/(UPDATE \w+|INTO \w+|FROM \w+)/)?.[1] ?? text;
};
