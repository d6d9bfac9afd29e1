import pg from 'pg';
import { appendToStream } from '../../../src/platform/event-store/append-to-stream.js';
import { processNextBatch } from '../../../src/platform/event-store/consumer-checkpoint.js';
import { type Processor, ProcessorHost, type RecordedEvent, Upcasters } from '../../../src/platform/event-store/index.js';
import { added, tallyStream } from '../../support/tally.js';
import { eventually } from '../processor-health/eventually.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { Sql, type SqlClient } from '../../../src/platform/database/sql-transaction.js';

/** Records every event it sees once (a unique event id would refuse a second time) and in what order. */
function recordingProcessor(id: string, failOn?: (event: RecordedEvent) => boolean): Processor & { seen: RecordedEvent[] } {
  const seen: RecordedEvent[] = [];
  return {
    id,
    seen,
    batchSize: 100,
    async process(tx: SqlClient, events) {
      for (const event of events) {
        if (failOn?.(event)) throw new Error(`crash on ${event.streamId}@${event.streamVersion}`);
        await tx.query(`INSERT INTO test_effects (processor_id, event_id) VALUES ($1, $2)`, [id, event.eventId]);
      }
      seen.push(...events);
    },
  };
}

/**
 * Runs batches until `done` says so. The reader stops below the oldest transaction in flight anywhere
 * on the server (pg_snapshot_xmin is cluster-wide), so another test file's open transaction can hold
 * it back for a moment: an idle batch means "not yet", as it does for a real processor.
 */
async function processUntil(db: Sql, upcasters: Upcasters, processor: Processor, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done()) && Date.now() < deadline) {
    const result = await processNextBatch(db, upcasters, processor);
    if (result.status !== 'processed') await new Promise((r) => setTimeout(r, 20));
  }
}

const countOf = async (db: Sql, sql: string): Promise<number> => (await db.query(sql))[0].n;

describe('asynchronous processors', () => {
  let shop: TestApp;
  let db: Sql;
  let upcasters: Upcasters;
  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(Sql);
    upcasters = shop.app.get(Upcasters);
    await db.query(`CREATE TABLE test_effects (processor_id text NOT NULL, event_id uuid NOT NULL, PRIMARY KEY (processor_id, event_id))`);
    await db.query(`INSERT INTO es_processors (processor_id) VALUES ('gap-test'), ('crash-test')`);
  });
  afterAll(() => shop.close());

  /** A writer whose transaction stays open a while after appending, so commits land out of position order. */
  const slowAppend = (streamId: string, holdMs: number) =>
    db.transaction(async (tx) => {
      await appendToStream(tx, upcasters, tallyStream(streamId), 'any', [added(1), added(2), added(3)], {});
      if (holdMs > 0) await tx.query(`SELECT pg_sleep($1)`, [holdMs / 1000]);
    });

  it('sees every event once, each stream in order, while 16 writers with long and short transactions append', async () => {
    const processor = recordingProcessor('gap-test');
    let writing = true;
    const writers = Array.from({ length: 16 }, async (_, w) => {
      for (let round = 0; round < 12; round++) await slowAppend(`gap-${w % 6}`, w % 4 === 0 ? 40 : round % 3);
    });
    const tailing = (async () => {
      while (writing) {
        const result = await processNextBatch(db, upcasters, processor);
        if (result.status !== 'processed') await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await Promise.all(writers);
    writing = false;
    await tailing;
    const total = await countOf(db, `SELECT count(*)::int AS n FROM es_events WHERE stream_id LIKE 'tally-gap-%'`);
    expect(total).toBe(16 * 12 * 3);
    await processUntil(db, upcasters, processor, async () => processor.seen.length >= total);

    expect(processor.seen).toHaveLength(total);
    expect(new Set(processor.seen.map((e) => e.eventId)).size).toBe(total);
    for (let s = 0; s < 6; s++) {
      const versions = processor.seen.filter((e) => e.streamId === `tally-gap-${s}`).map((e) => e.streamVersion);
      expect(versions).toEqual(versions.map((_, i) => i + 1));
    }
  });

  it('resumes after a crash mid-batch from its checkpoint, without losing or repeating an effect', async () => {
    let crashed = false;
    // Crashes once, mid-batch: the batch rolls back and is run again, one event per transaction.
    const crashing = recordingProcessor('crash-test', (event) => {
      if (!crashed && event.streamId === 'tally-gap-3' && event.streamVersion === 30) return (crashed = true);
      return false;
    });
    const everyEvent = `SELECT count(*)::int AS n FROM es_events`;
    const effectsSoFar = `SELECT count(*)::int AS n FROM test_effects WHERE processor_id = 'crash-test'`;
    await processUntil(db, upcasters, crashing, async () => (await countOf(db, effectsSoFar)) >= (await countOf(db, everyEvent)));
    expect(crashed).toBe(true);
    const [{ effects, distinct }] = await db.query(
      `SELECT count(*)::int AS effects, count(DISTINCT event_id)::int AS distinct FROM test_effects WHERE processor_id = 'crash-test'`,
    );
    const [{ total }] = await db.query(`SELECT count(*)::int AS total FROM es_events`);
    expect(effects).toBe(total);
    expect(distinct).toBe(total);
    const [{ parked }] = await db.query(`SELECT count(*)::int AS parked FROM es_parked_events`);
    expect(parked).toBe(0);
  });

  it('moves past events of other types when it has none of its own, and never past one still being written', async () => {
    await db.query(`INSERT INTO es_processors (processor_id) VALUES ('skip-test')`);
    const resets = { ...recordingProcessor('skip-test'), eventTypes: ['TallyReset'] };
    const checkpoint = async () => (await db.query(`SELECT last_tx::text AS tx, last_gp::text AS gp FROM es_processors WHERE processor_id = 'skip-test'`))[0];
    const head = async () => (await db.query(`SELECT transaction_id::text AS tx, global_position::text AS gp FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`))[0];
    const atHead = async () => JSON.stringify(await checkpoint()) === JSON.stringify(await head());

    // Only other types in the log: an idle batch takes the checkpoint to the log's last event.
    await appendToStream(db, upcasters, tallyStream('skip-other'), 'any', [added(1), added(2)], {});
    await processUntil(db, upcasters, resets, atHead);
    expect(await atHead()).toBe(true);
    expect(resets.seen).toEqual([]);

    // A reset whose transaction is still open while later events of other types commit: the bound stops
    // below it, so the checkpoint stays before it and the reset is processed once it commits. (PGlite is
    // one session: no other writer can be in flight while a batch reads.)
    if (shop.config.database.engine !== 'postgres') return;
    let commitReset!: () => void;
    const held = new Promise<void>((resolve) => (commitReset = resolve));
    let appended!: () => void;
    const resetAppended = new Promise<void>((resolve) => (appended = resolve));
    const writing = db.transaction(async (tx) => {
      await appendToStream(tx, upcasters, tallyStream('skip-reset'), 'any', [{ type: 'TallyReset', data: {} }], {});
      appended();
      await held;
    });
    await resetAppended;
    await appendToStream(db, upcasters, tallyStream('skip-other'), 'any', [added(3)], {});
    for (let i = 0; i < 3; i++) expect((await processNextBatch(db, upcasters, resets)).status).toBe('idle');
    expect(await atHead()).toBe(false);
    commitReset();
    await writing;
    await processUntil(db, upcasters, resets, async () => resets.seen.length > 0);
    expect(resets.seen.map((event) => [event.streamId, event.type])).toEqual([['tally-skip-reset', 'TallyReset']]);
    await processUntil(db, upcasters, resets, atHead);
    expect(await atHead()).toBe(true);
  });

  it('lets one runner at a time own a processor: the other is told it is busy', async () => {
    await db.query(`INSERT INTO es_processors (processor_id) VALUES ('exclusive')`);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holder: Processor = { id: 'exclusive', async process() { await gate; } };
    const first = processNextBatch(db, upcasters, holder);
    await new Promise((r) => setTimeout(r, 100));
    const secondPool = shop.config.database.engine === 'postgres' ? new pg.Pool({ connectionString: shop.config.database.url }) : null;
    try {
      if (secondPool) {
        // A second process: its own connection pool against the same PostgreSQL.
        expect(await processNextBatch(new Sql(secondPool), upcasters, holder)).toEqual({ status: 'busy' });
      }
    } finally {
      release();
      await secondPool?.end();
    }
    expect((await first).status).toBe('processed');
  });

  it("wakes a hosted processor for another instance's commit as the live feed reads it, not at its next poll", async () => {
    if (shop.config.database.engine !== 'postgres') return; // PGlite: one process, no other instance
    await db.query(`INSERT INTO es_processors (processor_id) VALUES ('woken')`);
    // Its poll is ten minutes: within this test only a wake can bring it to the new event.
    const woken = { ...recordingProcessor('woken'), eventTypes: ['TallyReset'], idlePollMs: 600_000 };
    const [{ resets }] = await db.query(`SELECT count(*)::int AS resets FROM es_events WHERE event_type = 'TallyReset'`);
    shop.app.get(ProcessorHost).register(woken);
    const caughtUp = async () => {
      const [row] = await db.query(
        `SELECT (p.last_tx, p.last_gp) >= (e.transaction_id, e.global_position) AS done
           FROM es_processors p, (SELECT transaction_id, global_position FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1) e
          WHERE processor_id = 'woken'`,
      );
      return woken.seen.length === resets && row.done === true;
    };
    await eventually(caughtUp, { everyMs: 50 });
    expect(await caughtUp()).toBe(true);

    // Another instance: a pool of its own, and no notifier of this process hears its commit.
    const otherInstance = new pg.Pool({ connectionString: shop.config.database.url });
    try {
      await appendToStream(new Sql(otherInstance), upcasters, tallyStream('woken-elsewhere'), 'any', [{ type: 'TallyReset', data: {} }], {});
    } finally {
      await otherInstance.end();
    }
    await eventually(async () => woken.seen.some((event) => event.streamId === 'tally-woken-elsewhere'), { everyMs: 50 });
    expect(woken.seen.map((event) => event.streamId)).toContain('tally-woken-elsewhere');
  });

  it('runs registered processors in the background until shut down', async () => {
    await db.query(`INSERT INTO es_processors (processor_id) VALUES ('hosted')`);
    const hosted = recordingProcessor('hosted');
    shop.app.get(ProcessorHost).register(hosted);
    const [{ total }] = await db.query(`SELECT count(*)::int AS total FROM es_events`);
    const deadline = Date.now() + 60_000; // a deadline for a loaded machine, not a speed gate
    while (hosted.seen.length < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(hosted.seen).toHaveLength(total);
  });
});

describe('a processor host shutting down', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('stops a processor that was mid-batch when shutdown began, without sleeping out its idle poll', async () => {
    if (shop.config.database.engine !== 'postgres') return; // PGlite: one session, no second one to hold a lock
    const db = shop.app.get(Sql);
    const host = shop.app.get(ProcessorHost);
    // A lock on the log from another session stops the processor's read mid-batch: it is neither asleep
    // (which shutdown wakes) nor done when shutdown begins, and its batch then finds nothing.
    const locker = new pg.Client({ connectionString: shop.config.database.url });
    await locker.connect();
    let stopping: Promise<void> | undefined;
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE es_events IN ACCESS EXCLUSIVE MODE');
      // Its poll is ten minutes: a loop that sleeps once shutdown has begun keeps shutdown waiting that long.
      host.register({ ...recordingProcessor('mid-batch-at-shutdown'), eventTypes: ['TallyReset'], idlePollMs: 600_000 });
      // Its checkpoint row is made just before its first batch, which then waits on the lock.
      await eventually(async () => (await countOf(db, `SELECT count(*)::int AS n FROM es_processors WHERE processor_id = 'mid-batch-at-shutdown'`)) === 1, { everyMs: 20 });
      stopping = host.beforeApplicationShutdown();
    } finally {
      await locker.query('COMMIT').catch(() => undefined);
      await locker.end();
    }
    await expect(stopping).resolves.toBeUndefined();
  }, 60_000);
});
