// A command that locks shelves reads their rows in the same round trip as the locks (EventSession.lock's
// loads), and each of those reads must see what the lock's last holder committed: in READ COMMITTED every
// statement of the round trip takes its own snapshot, after the locks before it are granted. Here a second
// command waits on a shelf another holds, and its reservation must be decided on the shelf as the first
// left it, never on the row it would have read before waiting.
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { EventStore, type EventSession } from '../../src/platform/event-store/index.js';
import { decideStock, stockModel, stockStream } from '../../src/stock/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeOnPostgres } from '../support/on-postgres.js';
import { inventoryDesk } from './stock-helpers.js';

// PostgreSQL only: the embedded engine runs one transaction at a time on its one connection, so the
// second command cannot wait on the first's lock while it holds it (run there, the two waited on each
// other until the test's timeout). The engine-parity subset leaves it out for the same reason.

describeOnPostgres('shelf rows read with their locks', () => {
  let shop: TestApp;
  let productId: string;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    const [product] = (await (await shop.request('/api/products')).json()) as { _id: string }[];
    productId = product._id;
    await (await inventoryDesk(shop)).setAvailable(productId, 5);
  });
  afterAll(() => shop.close());

  const reserve = async (session: EventSession, orderId: string, quantity: number) => {
    const shelf = stockStream(productId);
    await session.lock([shelf.streamId], [shelf]);
    const { state, version } = await session.load(shelf, stockModel);
    await session.append(shelf, version, decideStock({ type: 'ReserveStock', data: { productId, orderId, quantity } }, state), { actorId: null, role: null });
    return state;
  };

  it('sends the locks and the rows in one round trip and decides on what the last holder committed', async () => {
    const store = shop.app.get(EventStore);
    let releaseFirst = () => undefined as void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstHolds = () => undefined as void;
    const firstHasLock = new Promise<void>((resolve) => (firstHolds = resolve));
    const first = store.transaction(async (session) => {
      const seen = await reserve(session, 'a'.repeat(24), 3);
      firstHolds();
      await firstMayCommit;
      return seen;
    });
    await firstHasLock;
    // The second asks for the same shelf while the first holds it: its round trip waits on the lock.
    let queries = 0;
    const second = store.transaction(async (session) => {
      const counted = session.tx;
      const query = counted.query.bind(counted);
      const queryMany = counted.queryMany!.bind(counted);
      Object.assign(counted, {
        query: (...args: Parameters<typeof query>) => (queries++, query(...args)),
        queryMany: (statements: Parameters<typeof queryMany>[0]) => (queries++, queryMany(statements)),
      });
      const shelf = stockStream(productId);
      await session.lock([shelf.streamId], [shelf]);
      const sent = queries;
      const { state } = await session.load(shelf, stockModel);
      return { sent, afterLoad: queries, state };
    });
    // Until PostgreSQL shows the second waiting on the shelf's advisory lock (PostgreSQL only: on PGlite's
    // one connection the second transaction waits for the pool instead, so this spec is not in engine-parity).
    const db = shop.app.get(Sql);
    for (let waiting = 0; waiting === 0; ) {
      [{ waiting }] = await db.query(`SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`);
      if (waiting === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    releaseFirst();
    expect((await first).reserved).toBe(0);
    const { sent, afterLoad, state } = await second;
    expect(sent).toBe(1);
    expect(afterLoad).toBe(1);
    // The first's reservation is in the row the second read: it was read after the lock, not before.
    expect(state.reserved).toBe(3);
    // From the shelf's row, which carries no reservations (one row per order in stock_reservations).
    expect(state.reservations).toBeNull();
  });
});
