import pg from 'pg';
import { DataSource } from 'typeorm';
import { EventStore, type Processor, ProcessorHost } from '../../../src/platform/event-store/index.js';
import { userWithToken } from '../../support/identity-helpers.js';
import { tallyStream } from '../../support/tally.js';
import { jsonOf, startTestApp, type TestApp } from '../../support/test-app.js';
import { testEngine } from '../../support/test-database.js';
import { eventually } from './eventually.js';

// Issue 15 item 4 and its target: health reports a held-back processor within 5 s of it falling 2 s
// behind. Health reads the lag afresh at most a second old, so the report is due as soon as the lag
// passes the 2 s limit; these tests wait for it with a generous deadline and print the delay they
// saw, and bench/health measures it (bench/README.md).

const probed = (type: string) => ({ type, data: {} });

function quietProcessor(id: string, eventType: string): Processor & { seen: number } {
  const processor = {
    id,
    eventTypes: [eventType],
    seen: 0,
    async process(_tx: unknown, events: readonly unknown[]) {
      processor.seen += events.length;
    },
  };
  return processor;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON body, checked by the assertions
type Body = Record<string, any>;
const entryOf = (report: Body, id: string): Body => report.processors.find((p: Body) => p.id === id);

describe('processor health in GET /api/health', () => {
  let shop: TestApp;
  let db: DataSource;
  let staff: Record<string, string>;
  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    staff = (await userWithToken(shop, 'admin')).auth;
  });
  afterAll(() => shop.close());

  const health = async () => jsonOf(await shop.request('/api/health', { headers: staff }));

  it('shows a processor that is not keeping up, in events and in seconds, with its heartbeat', async () => {
    // Paused on its checkpoint row: polled (so its heartbeat is fresh) but reading nothing.
    await db.query(`INSERT INTO es_processors (processor_id, status) VALUES ('test:paused', 'paused')`);
    shop.app.get(ProcessorHost).register(quietProcessor('test:paused', 'PausedProbe'));
    const [first] = await shop.app.get(EventStore).append(tallyStream('paused'), 'no_stream', [probed('PausedProbe'), probed('PausedProbe')], {});

    // Not held back: wait out any other client's open transaction on this shared server.
    const report = await eventually(async () => {
      const body = await health();
      const lag = entryOf(body, 'test:paused')?.lag;
      return lag?.seconds > 2 && !lag.heldBack ? body : null;
    });
    const paused = entryOf(report, 'test:paused');
    expect(paused).toMatchObject({ status: 'paused', lag: { events: 2, capped: false, heldBack: false }, failing: null, parkedEvents: 0 });
    expect(new Date(paused.lag.oldestRecordedAt).getTime()).toBe(first.recordedAt.getTime());
    expect(Date.now() - new Date(paused.heartbeatAt).getTime()).toBeLessThan(30_000);
    expect(report.status).toBe('degraded');
    expect(report.reasons).toContainEqual(expect.stringMatching(/^processor test:paused is \d+\.\d s behind \(2 events\)$/));

    await db.query(`UPDATE es_processors SET status = 'active' WHERE processor_id = 'test:paused'`);
    const caughtUp = await eventually(async () => {
      const body = await health();
      return entryOf(body, 'test:paused').lag.events === 0 ? body : null;
    });
    expect(caughtUp.reasons.filter((reason: string) => reason.includes('test:paused'))).toEqual([]);
  });

  if (testEngine() === 'pglite') {
    it('on the embedded database says why no transaction can hold processors back', async () => {
      const body = await health();
      expect(body.oldestTransaction).toBeNull();
      expect(body.oldestTransactionNote).toMatch(/one connection at a time/);
    });
    return;
  }

  it('names the open transaction holding processors and the live feed back, within 5 s of a processor falling 2 s behind', async () => {
    const processor = quietProcessor('test:held', 'HeldProbe');
    shop.app.get(ProcessorHost).register(processor);
    const holder = new pg.Client({ connectionString: shop.config.database.engine === 'postgres' ? shop.config.database.url : '', application_name: 'forgotten-psql' });
    await holder.connect();
    try {
      // A transaction that has written something (it has an xid): from now on, everything committed
      // after it waits for it, on every reader of the log.
      await holder.query('BEGIN');
      const [{ pid }] = (await holder.query('SELECT pg_backend_pid() AS pid, pg_current_xact_id()')).rows;
      const [event] = await shop.app.get(EventStore).append(tallyStream('held'), 'no_stream', [probed('HeldProbe')], {});
      const twoSecondsBehind = event.recordedAt.getTime() + 2000;

      const heldBack = (body: Body) => entryOf(body, 'test:held')?.lag.heldBack && entryOf(body, 'test:held').lag.seconds > 2 && body.oldestTransaction !== null;
      await eventually(async () => heldBack(await health()));
      const delay = (Date.now() - twoSecondsBehind) / 1000;
      console.log(`held-back processor reported ${delay.toFixed(2)} s after it fell 2 s behind (target 5 s)`);
      // The server is shared (pg_snapshot_xmin is cluster-wide): another client's older transaction
      // is named first, rightly, until it ends; ours is named once it is the oldest.
      const report = await eventually(async () => {
        const body = await health();
        // Health reads the holder's age and the lag in separate queries a few milliseconds apart, so
        // the report that first shows a lag past 2 s may still give the holder 1.9x s: wait for both.
        return heldBack(body) && body.oldestTransaction.pid === pid && body.oldestTransaction.ageSeconds > 2 ? body : null;
      });

      expect(processor.seen).toBe(0);
      expect(entryOf(report, 'test:held').lag).toMatchObject({ events: 1, heldBack: true });
      expect(report.oldestTransaction).toMatchObject({
        kind: 'session',
        pid,
        applicationName: 'forgotten-psql',
        state: 'idle in transaction',
        ageSeconds: expect.any(Number),
        user: expect.any(String),
      });
      expect(report.oldestTransaction.ageSeconds).toBeGreaterThan(2);
      expect(report.liveFeed.lag.heldBack).toBe(true);
      expect(report.status).toBe('degraded');
      expect(report.reasons).toContainEqual(expect.stringMatching(new RegExp(`^processor test:held is \\d+\\.\\d s behind \\(1 event\\), held back by an open transaction: pid ${pid}, idle in transaction, open \\d+ s$`)));
      expect(report.reasons).toContainEqual(expect.stringMatching(/^the live feed is .* held back by an open transaction: pid \d+/));

      // Anonymous callers see who by pid and age only.
      const anonymous = await jsonOf(await shop.request('/api/health'));
      expect(anonymous.oldestTransaction).toMatchObject({ pid, applicationName: null, database: null, user: null, state: 'idle in transaction' });
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    await eventually(async () => processor.seen === 1 || null);
    const recovered = await eventually(async () => {
      const body = await health();
      return entryOf(body, 'test:held').lag.events === 0 ? body : null;
    });
    expect(recovered.reasons.filter((reason: string) => reason.includes('test:held'))).toEqual([]);
  });
});
