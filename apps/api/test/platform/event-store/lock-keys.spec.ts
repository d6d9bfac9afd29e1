import pg from 'pg';
import type { PreparedStatement } from '../../../src/platform/database/batch-statement.js';
import { idempotencyLock } from '../../../src/platform/event-store/idempotency.js';
import { type LockKey, locksStatement, streamLock } from '../../../src/platform/event-store/lock-keys.js';
import { describeOnPostgres } from '../../support/on-postgres.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';

// Three sessions at once: PGlite serves one, so this runs on PostgreSQL only.

/**
 * A command's locks go in one statement (lock-keys.ts). What a statement per lock gave must hold: the
 * locks are taken in the order given, each held while a later one waits (the one fixed order is what
 * keeps two writers from deadlocking), and they are the same locks the other paths take one at a time.
 */
describeOnPostgres('a command’s locks in one statement', () => {
  let database: TestDatabase;
  const sessions: pg.Client[] = [];
  const session = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: (database.settings as { url: string }).url });
    await client.connect();
    sessions.push(client);
    return client;
  };
  /** The statement as the shop sends it outside a batch (queryPrepared), on a bare session: its rows. */
  const run = async (client: pg.Client, statement: PreparedStatement) => (await client.query(statement.text, [...statement.params])).rows;
  const holdOne = async (client: pg.Client, lock: LockKey) => {
    await client.query('BEGIN');
    await run(client, locksStatement([lock]));
  };
  const tryLock = async (client: pg.Client, { key, space }: LockKey): Promise<boolean> => {
    const [row] = (await client.query(`SELECT pg_try_advisory_xact_lock(hashtextextended($1, $2)) AS got`, [key, space])).rows;
    return row.got as boolean;
  };
  /** Until `client`'s backend waits on an advisory lock (it sent its statement and blocked). */
  const waitingOnLock = async (observer: pg.Client, client: pg.Client) => {
    const pid = (client as unknown as { processID: number }).processID;
    for (let tries = 0; tries < 500; tries++) {
      const { rows } = await observer.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock' AND wait_event = 'advisory'`, [pid]);
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the session never waited on its lock');
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const client of sessions.splice(0)) await client.end().catch(() => undefined);
  });
  afterAll(() => database.drop());

  it.each([
    ['after the other', [streamLock('cart-a'), streamLock('stock-b')], true],
    ['before the other', [streamLock('stock-b'), streamLock('cart-a')], false],
  ])('holds the locks given before the one it waits on, and not those after (the waited-on lock %s)', async (_, order, holdsCartA) => {
    const [holder, taker, observer] = [await session(), await session(), await session()];
    await holdOne(holder, streamLock('stock-b'));
    await taker.query('BEGIN');
    const taking = run(taker, locksStatement(order));
    await waitingOnLock(observer, taker);
    // cart-a before stock-b: the taker holds it while it waits; after it: not yet.
    await observer.query('BEGIN');
    expect(await tryLock(observer, streamLock('cart-a'))).toBe(!holdsCartA);
    await observer.query('ROLLBACK');
    await holder.query('COMMIT');
    expect(await taking).toEqual([{ locks: 2 }]);
    await observer.query('BEGIN');
    expect(await tryLock(observer, streamLock('cart-a'))).toBe(false);
    expect(await tryLock(observer, streamLock('stock-b'))).toBe(false);
    await observer.query('ROLLBACK');
    await taker.query('COMMIT');
  });

  it('takes the same locks as one taken alone, the idempotency key’s apart from a stream of the same name', async () => {
    const [taker, observer] = [await session(), await session()];
    const key = idempotencyLock({ scope: 'place-order:u1', key: 'k1', requestHash: 'h' });
    await taker.query('BEGIN');
    expect(await run(taker, locksStatement([key, streamLock('order-1')]))).toEqual([{ locks: 2 }]);
    await observer.query('BEGIN');
    expect(await tryLock(observer, key)).toBe(false);
    expect(await tryLock(observer, streamLock('order-1'))).toBe(false);
    expect(await tryLock(observer, streamLock(key.key))).toBe(true);
    await observer.query('ROLLBACK');
    await taker.query('COMMIT');
  });
});
