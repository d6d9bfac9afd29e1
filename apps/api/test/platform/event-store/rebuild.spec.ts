import fc from 'fast-check';
import {
  EventStore,
  InlineProjections,
  inlineModel,
  type Processor,
  ProcessorHost,
  processorModel,
  type RebuildableModel,
  RebuildAlreadyRunningError,
  rebuildReadModels,
  type RecordedEvent,
  Upcasters,
} from '../../../src/platform/event-store/index.js';
import { added, createTallyView, type TallyEvent, tallyModel, tallyProjection, tallyStream } from '../../support/tally.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { Sql, type SqlClient } from '../../../src/platform/database/sql-transaction.js';

const command = fc.record({
  stream: fc.integer({ min: 0, max: 4 }),
  event: fc.oneof(
    fc.integer({ min: 1, max: 500 }).map((amount): TallyEvent => added(amount)),
    fc.constant<TallyEvent>({ type: 'TallyReset', data: {} }),
  ),
});

/** A processor-owned read model that counts how often it saw each event: a doubled event shows as 2. */
const tallySeen: Processor = {
  id: 'test-tally-seen:v1',
  eventTypes: ['TallyAdded', 'TallyReset'],
  batchSize: 3,
  readModel: { name: 'test-tally-seen', tables: ['test_tally_seen'] },
  async process(tx: SqlClient, events: readonly RecordedEvent[]) {
    await tx.query(
      `INSERT INTO test_tally_seen AS s (event_id, times) SELECT unnest($1::uuid[]), 1 ON CONFLICT (event_id) DO UPDATE SET times = s.times + 1`,
      [events.map((event) => event.eventId)],
    );
  },
};

describe('rebuilding read models from the log', () => {
  let shop: TestApp;
  let db: Sql;
  let store: EventStore;
  let upcasters: Upcasters;
  const tally: RebuildableModel = inlineModel(tallyProjection);
  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(Sql);
    store = shop.app.get(EventStore);
    upcasters = shop.app.get(Upcasters);
    await createTallyView(db);
    await db.query(`CREATE TABLE test_tally_seen (event_id uuid PRIMARY KEY, times int NOT NULL)`);
    shop.app.get(InlineProjections).register(tallyProjection);
    shop.app.get(ProcessorHost).register(tallySeen);
  });
  afterAll(() => shop.close());

  const snapshot = (): Promise<unknown[]> => db.query(`SELECT stream_id, total, version FROM test_tally_view ORDER BY stream_id`);
  const handle = (stream: string, event: TallyEvent) => store.handle(tallyStream(stream), tallyModel, () => [event], { metadata: {}, respond: () => null });

  it('gives exactly the live read models, for any sequence of commands', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        run += 1;
        await Promise.all(commands.map(({ stream, event }) => handle(`p${run}-${stream}`, event)));
        const live = await snapshot();
        const progress: number[] = [];
        const result = await rebuildReadModels(db, upcasters, [tally], { onProgress: (p) => progress.push(p.processed), batchSize: 7 });
        expect(await snapshot()).toEqual(live);
        expect(result.processed).toBe(result.total);
        expect(result.tables).toEqual([{ table: 'test_tally_view', model: 'test-tally-view', rows: live.length, differing: 0, changedSinceSwap: 0, identical: true, liveBehind: 0 }]);
        expect(progress.at(-1)).toBe(result.total);
        for (const stream of new Set(commands.map((c) => c.stream))) {
          const { state } = await store.load(tallyStream(`p${run}-${stream}`), tallyModel);
          const [row] = await db.query(`SELECT total FROM test_tally_view WHERE stream_id = $1`, [`tally-p${run}-${stream}`]);
          expect(row.total).toBe(state.total);
        }
      }),
      { numRuns: 25, seed: 20261122 },
    );
  });

  it('repairs a read model that drifted from the log, and says so', async () => {
    await store.append(tallyStream('drift'), 'no_stream', [added(5)], {});
    await db.query(`DELETE FROM test_tally_view WHERE stream_id = 'tally-drift'`);
    const report = await rebuildReadModels(db, upcasters, [tally]);
    expect(report.tables[0]).toMatchObject({ identical: false, differing: 1 });
    expect(await db.query(`SELECT total, version FROM test_tally_view WHERE stream_id = 'tally-drift'`)).toEqual([{ total: 5, version: 1 }]);
  });

  it('keeps readers and writers working while it rebuilds, and loses or doubles no event', async () => {
    for (let i = 0; i < 60; i++) await handle(`busy-${i % 6}`, added(i + 1));
    let rebuilding = true;
    const errors: unknown[] = [];
    let writes = 0;
    let reads = 0;
    const writers = [0, 1, 2].map(async (writer) => {
      for (let i = 0; rebuilding || i < 5; i++) {
        await handle(`busy-${(writer * 7 + i) % 9}`, i % 11 === 10 ? { type: 'TallyReset', data: {} } : added(i + 1)).then(
          () => (writes += 1),
          (error: unknown) => errors.push(error),
        );
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
    });
    const reader = (async () => {
      while (rebuilding) {
        await db.query(`SELECT count(*) FROM test_tally_view`).then(() => (reads += 1), (error: unknown) => errors.push(error));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const processorModelOfSeen = processorModel(tallySeen) as RebuildableModel;
    const report = await rebuildReadModels(db, upcasters, [tally, processorModelOfSeen], { batchSize: 10 }).finally(() => (rebuilding = false));
    await Promise.all([...writers, reader]);
    expect(errors).toEqual([]);
    expect(writes).toBeGreaterThan(15);
    expect(reads).toBeGreaterThan(0);
    expect(report.tables.map((t) => [t.table, t.identical])).toEqual([
      ['test_tally_view', true],
      ['test_tally_seen', true],
    ]);
    // Every stream's row is its fold, after the writes that raced the swap.
    for (let stream = 0; stream < 9; stream++) {
      const { state, version } = await store.load(tallyStream(`busy-${stream}`), tallyModel);
      expect(await db.query(`SELECT total, version FROM test_tally_view WHERE stream_id = $1`, [`tally-busy-${stream}`])).toEqual([{ total: state.total, version }]);
    }
    // The processor goes on from the rebuild's cursor: every tally event once, none twice.
    const [{ events }] = await db.query(`SELECT count(*)::int AS events FROM es_events WHERE event_type IN ('TallyAdded', 'TallyReset')`);
    await waitFor(async () => (await db.query(`SELECT count(*)::int AS n FROM test_tally_seen`))[0].n === events);
    expect(await db.query(`SELECT times, count(*)::int AS events FROM test_tally_seen GROUP BY times`)).toEqual([{ times: 1, events }]);
    expect(await db.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'jp_rebuild%'`)).toEqual([]);
  });

  it('refuses a second rebuild while one runs, and the first one finishes', async () => {
    const first = rebuildReadModels(db, upcasters, [tally], { batchSize: 3 });
    await expect(rebuildReadModels(db, upcasters, [tally])).rejects.toThrow(RebuildAlreadyRunningError);
    await expect(rebuildReadModels(db, upcasters, [tally])).rejects.toThrow(/^another rebuild is running on this database/);
    expect((await first).tables[0].identical).toBe(true);
  });

  it("gives the rebuilt tables the live tables' owner, grants, keys and indexes, under the live names", async () => {
    const role = `jp_reader_${process.pid}`;
    await db.query(`CREATE INDEX IF NOT EXISTS test_tally_view_total ON test_tally_view (total)`);
    await db.query(`CREATE ROLE ${role}`);
    try {
      await db.query(`GRANT SELECT, INSERT ON test_tally_view TO ${role}`);
      const describe = () =>
        db.query(
          `SELECT pg_get_userbyid(c.relowner) AS owner, has_table_privilege('${role}', c.oid, 'SELECT') AS reads,
                  has_table_privilege('${role}', c.oid, 'INSERT') AS inserts, has_table_privilege('${role}', c.oid, 'UPDATE') AS updates,
                  (SELECT array_agg(indexrelid::regclass::text ORDER BY indexrelid::regclass::text) FROM pg_index WHERE indrelid = c.oid) AS indexes
             FROM pg_class c WHERE c.oid = 'test_tally_view'::regclass`,
        );
      const live = await describe();
      expect(live[0]).toMatchObject({ reads: true, inserts: true, updates: false, indexes: ['test_tally_view_pkey', 'test_tally_view_total'] });
      await rebuildReadModels(db, upcasters, [tally]);
      expect(await describe()).toEqual(live);
    } finally {
      await db.query(`REVOKE ALL ON test_tally_view FROM ${role}`);
      await db.query(`DROP ROLE ${role}`);
    }
  });

  it('cleans up what a rebuild killed midway left, and the live tables were never touched', async () => {
    const live = await snapshot();
    // What a killed rebuild leaves: a half-filled shadow table and a retired table from before a swap.
    await db.query(`CREATE SCHEMA jp_rebuild_shadow; CREATE TABLE jp_rebuild_shadow.test_tally_view (LIKE test_tally_view)`);
    await db.query(`CREATE SCHEMA jp_rebuild_retired; CREATE TABLE jp_rebuild_retired.test_tally_view (LIKE test_tally_view)`);
    const report = await rebuildReadModels(db, upcasters, [tally]);
    expect(report.tables[0].identical).toBe(true);
    expect(await snapshot()).toEqual(live);
    expect(await db.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'jp_rebuild%'`)).toEqual([]);
  });
});

async function waitFor(done: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
