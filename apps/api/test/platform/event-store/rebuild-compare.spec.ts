// After the swap the rebuild compares each rebuilt table with the one it retired (compare-retired.ts),
// a table per connection, and its next first pass starts the longest fills first (fill-order.ts). Both
// against the real database, on both engines.
import { Sql } from '../../../src/platform/database/sql-transaction.js';
import { compareWithRetired } from '../../../src/platform/event-store/rebuild/compare-retired.js';
import { longestFirst, noteFillTime } from '../../../src/platform/event-store/rebuild/fill-order.js';
import { RETIRED_SCHEMA } from '../../../src/platform/event-store/rebuild/shadow-tables.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe("the rebuild's comparison with the retired tables, and its fills' order", () => {
  let shop: TestApp;
  let db: Sql;
  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(Sql);
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA IF EXISTS ${RETIRED_SCHEMA} CASCADE`);
    await db.query(`DROP TABLE IF EXISTS test_compared_a, test_compared_b`);
    await db.query(`DELETE FROM es_rebuild_fill_times WHERE model LIKE 'test-%'`);
    await shop.close();
  });

  it('finds every row that differs from the retired table and leaves out those the shop wrote after the swap, two tables side by side', async () => {
    const [{ schema }]: { schema: string }[] = await db.query(`SELECT current_schema() AS schema`);
    // The rebuild's own rows, in a transaction whose id it noted (as it notes each fill's).
    const rebuildXid = await db.transaction(async (tx) => {
      for (const table of ['test_compared_a', 'test_compared_b']) {
        await tx.query(`CREATE TABLE ${table} (id int PRIMARY KEY, v text)`);
        await tx.query(`INSERT INTO ${table} VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, NULL)`);
      }
      const [{ xid }]: { xid: string }[] = await tx.query(`SELECT pg_current_xact_id()::text AS xid`);
      return xid;
    });
    // What was live at the swap: in a, row 2 had drifted and row 5 was one no event made; b matched.
    await db.query(`CREATE SCHEMA ${RETIRED_SCHEMA}`);
    for (const table of ['test_compared_a', 'test_compared_b']) await db.query(`CREATE TABLE ${RETIRED_SCHEMA}.${table} AS SELECT * FROM ${table}`);
    await db.query(`UPDATE ${RETIRED_SCHEMA}.test_compared_a SET v = 'drifted' WHERE id = 2`);
    await db.query(`INSERT INTO ${RETIRED_SCHEMA}.test_compared_a VALUES (5, 'e')`);

    const compare = () => compareWithRetired(db, schema, ['test_compared_a', 'test_compared_b'], [rebuildXid], 2);
    expect(await compare()).toEqual([
      { table: 'test_compared_a', rows: 4, differing: 2, changedSinceSwap: 0 },
      { table: 'test_compared_b', rows: 4, differing: 0, changedSinceSwap: 0 },
    ]);
    // The shop writes after the swap: a's row 2 made right again, b's row 3 changed and a row 6 added.
    // Their keys are left out on both sides, so what differs is only what the rebuild itself made.
    await db.query(`UPDATE test_compared_a SET v = 'shop' WHERE id = 2`);
    await db.query(`UPDATE test_compared_b SET v = 'shop' WHERE id = 3`);
    await db.query(`INSERT INTO test_compared_b VALUES (6, 'f')`);
    expect(await compare()).toEqual([
      { table: 'test_compared_a', rows: 4, differing: 1, changedSinceSwap: 1 },
      { table: 'test_compared_b', rows: 5, differing: 0, changedSinceSwap: 2 },
    ]);
  });

  it('starts the longest fill first: its last time scaled by the events it reads now, a fill never timed before all', async () => {
    await db.transaction(async (tx) => {
      await noteFillTime(tx, { model: 'test-orders', events: 100 }, 1);
      await noteFillTime(tx, { model: 'test-carts', events: 1_000 }, 2);
      await noteFillTime(tx, { model: 'test-stock', events: 10 }, 0.5);
    });
    const fills = [
      { model: 'test-stock', events: 10 },
      { model: 'test-carts', events: 1_000 },
      { model: 'test-new-small', events: 5 },
      { model: 'test-orders', events: 1_000 }, // ten times the events it last read: about 10 s now
      { model: 'test-new-large', events: 50 },
    ];
    expect((await longestFirst(db, fills)).map((fill) => fill.model)).toEqual(['test-new-large', 'test-new-small', 'test-orders', 'test-carts', 'test-stock']);
    // Each fill's time is overwritten by its next one.
    await db.transaction((tx) => noteFillTime(tx, { model: 'test-orders', events: 1_000 }, 0.1));
    expect((await longestFirst(db, fills.slice(0, 2).concat(fills[3]))).map((fill) => fill.model)).toEqual(['test-carts', 'test-stock', 'test-orders']);
    expect(await db.query(`SELECT seconds, events::int AS events FROM es_rebuild_fill_times WHERE model = 'test-orders'`)).toEqual([{ seconds: 0.1, events: 1_000 }]);
  });
});
