import { shopMigrations } from '../../src/shop-migrations.js';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { testEngine } from '../support/test-database.js';

describe('GET /api/health', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('names the database engine, the migration state, the event-log position and each log reader', async () => {
    const response = await shop.request('/api/health');
    expect(response.status).toBe(200);
    const caughtUp = { events: 0, capped: false, seconds: 0, oldestRecordedAt: null, heldBack: false };
    // Which transaction is oldest on a shared PostgreSQL server is anyone's (held-back.spec.ts tests it).
    const { oldestTransaction, ...body } = await jsonOf(response);
    if (testEngine() === 'pglite') expect(oldestTransaction).toBeNull();
    expect(body).toEqual({
      status: 'ok',
      reasons: [],
      engine: testEngine(),
      migrations: { applied: expect.arrayContaining(shopMigrations.map((m) => m.name)), pending: [] },
      // The test database is one role (a superuser on PostgreSQL): only the hash chain guards the log (database-roles.spec.ts has two).
      eventLog: {
        position: '0',
        protection:
          testEngine() === 'pglite'
            ? { roles: 'embedded', appRole: null, note: expect.stringContaining('PGlite') }
            : { roles: 'single', appRole: expect.any(String), note: expect.stringContaining('DATABASE_OWNER_URL is not set') },
      },
      // Every processor the contexts register, whatever they are.
      processors: expect.arrayContaining([
        expect.objectContaining({ id: 'order-notifications:v1', checkpoint: '0:0', lag: caughtUp, lastError: null, failing: null, parkedEvents: 0 }),
      ]),
      // Its heartbeat is null until its first read ends.
      liveFeed: expect.objectContaining({ cursor: expect.stringMatching(/^\d+:\d+$/), lag: caughtUp, lastError: null }),
      oldestTransactionNote: testEngine() === 'pglite' ? expect.any(String) : null,
      // No rebuild runs (rebuild-shop-models.spec.ts shows one that does).
      rebuild: null,
      checkedAt: expect.any(String),
    });
  });

  it('reports the newest global position once events are recorded', async () => {
    const db = shop.app.get(DataSource);
    await db.query(`INSERT INTO es_streams (stream_id, stream_type, version) VALUES ('probe-1', 'probe', 2)`);
    const inserted: { global_position: string }[] = await db.query(
      `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, data)
       VALUES ($1, 'probe-1', 'probe', 1, 'ProbeRecorded', '{}'), ($2, 'probe-1', 'probe', 2, 'ProbeRecorded', '{}')
       RETURNING global_position`,
      [randomUUID(), randomUUID()],
    );
    const body = await jsonOf(await shop.request('/api/health'));
    const newest = inserted.map((row) => BigInt(row.global_position)).reduce((a, b) => (a > b ? a : b));
    expect(body.eventLog.position).toBe(newest.toString());
    expect(newest).toBeGreaterThan(0n);
  });
});
