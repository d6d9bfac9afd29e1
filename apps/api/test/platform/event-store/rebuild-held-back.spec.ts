import pg from 'pg';
import { Sql } from '../../../src/platform/database/sql-transaction.js';
import { EventStore, InlineProjections, inlineModel, rebuildReadModels, Upcasters } from '../../../src/platform/event-store/index.js';
import { added, createTallyView, tallyModel, tallyProjection, tallyStream } from '../../support/tally.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { describeOnPostgres } from '../../support/on-postgres.js';
import { eventually } from '../processor-health/eventually.js';

// A transaction open anywhere on the server holds the log's commit-safe readers below it, the
// rebuild's catch-up among them. Everything committed after it was once replayed in the swap, with
// the live tables locked: a million events' tail kept every order read waiting for minutes
// (bench/rebuild, 2026-11-29). PostgreSQL only: the embedded engine has one connection, so no
// transaction can be open beside the rebuild's.
describeOnPostgres('a rebuild while a transaction holds the log’s readers back', () => {
  let shop: TestApp;
  let db: Sql;
  let holder: pg.Client;
  let run = 0;
  const tally = inlineModel(tallyProjection);

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(Sql);
    await createTallyView(db);
    shop.app.get(InlineProjections).register(tallyProjection);
  });
  afterAll(() => shop.close());

  /** A transaction that has written (it has an id), from a client the shop does not know: a forgotten psql. */
  async function holdTheHorizon(): Promise<void> {
    holder = new pg.Client({ connectionString: shop.config.database.engine === 'postgres' ? shop.config.database.url : '', application_name: 'forgotten-psql' });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT pg_current_xact_id()');
  }
  const release = async () => {
    await holder.query('ROLLBACK');
    await holder.end();
  };

  /** 60 events on 6 tallies, committed after the held transaction began: the catch-up cannot reach them. */
  async function appendBehindIt(): Promise<void> {
    run += 1;
    const store = shop.app.get(EventStore);
    for (let i = 0; i < 60; i++) await store.handle(tallyStream(`held-${run}-${i % 6}`), tallyModel, () => [added(i + 1)], { metadata: {}, respond: () => null });
  }
  const live = () => db.query(`SELECT stream_id, total, version FROM test_tally_view ORDER BY stream_id`);
  /** A read of the live table that fails rather than waits if a lock is held on it. */
  const readWithoutWaiting = () => db.transaction(async (tx) => {
    await tx.query(`SET LOCAL lock_timeout = '300ms'`);
    return tx.query(`SELECT count(*)::int AS n FROM test_tally_view`);
  });

  it('waits for the transaction, naming it, with the live tables in use, and swaps once it ends', async () => {
    await holdTheHorizon();
    const notes: string[] = [];
    let rebuilding: Promise<Awaited<ReturnType<typeof rebuildReadModels>>> | undefined;
    try {
      await appendBehindIt();
      const expected = await live();
      rebuilding = rebuildReadModels(db, shop.app.get(Upcasters), [tally], { batchSize: 10, swapTail: 20, onNote: (line) => notes.push(line) });
      rebuilding.catch(() => undefined);
      const note = await eventually(async () => notes.find((line) => line.startsWith('waiting for')) ?? null, { deadlineMs: 20_000 });
      expect(note).toMatch(/^waiting for pid \d+ \(forgotten-psql, open \d+ s\) to end/);
      await readWithoutWaiting();
      await release();
      const report = await rebuilding;
      expect(report.tables).toEqual([expect.objectContaining({ table: 'test_tally_view', identical: true })]);
      expect(await live()).toEqual(expected);
    } finally {
      if (!rebuilding) await release();
    }
  });

  it('gives up, naming the transaction, and leaves the live tables as they were, if it never ends', async () => {
    await holdTheHorizon();
    try {
      await appendBehindIt();
      const before = await live();
      await expect(rebuildReadModels(db, shop.app.get(Upcasters), [tally], { batchSize: 10, swapTail: 20, horizonWaitMs: 500 })).rejects.toThrow(
        /more than 20 events wait behind pid \d+ \(forgotten-psql, open \d+ s\), which holds the log's readers back: the live read models are untouched/,
      );
      expect(await live()).toEqual(before);
      await readWithoutWaiting();
    } finally {
      await release();
    }
  });
});
