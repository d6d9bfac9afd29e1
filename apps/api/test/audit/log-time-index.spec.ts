// The audit's event list filtered by time alone reads the log's BRIN index on recorded_at, not the whole
// log, and finds every event in the range, the newest (on pages no summary covers yet) included
// (docs/decisions.md#event-store, "The log's time index"). The planner is asked about the very statement
// GET /api/audit/events sends, on a log big enough that a scan would cost it dearly.
import pg from 'pg';
import { LISTED_EVENTS_WHERE, listEvents } from '../../src/audit/event-feed/list-events.js';
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { Upcasters } from '../../src/platform/event-store/upcasters.js';
import { describeOnPostgres } from '../support/on-postgres.js';
import { createMigratedTestDatabase, type TestDatabase } from '../support/test-database.js';
import { nodesOf } from '../support/query-plans.js';

const SUMMARISED = 40_000;
const TAIL = 300;
const START = Date.parse('2026-11-01T00:00:00Z');
/** The n-th event's time: one a second, in the order they are written. */
const at = (n: number) => new Date(START + n * 1000);

describeOnPostgres("the audit's event list by time", () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Sql;

  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    pool = new pg.Pool({ connectionString: (database.settings as { url: string }).url, max: 2 });
    db = new Sql(pool);
    const write = (from: number, to: number) =>
      pool.query(
        `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, data, recorded_at)
         SELECT gen_random_uuid(), 'tally-' || (n % 100), 'tally', n / 100 + 1, 'TallyAdded', jsonb_build_object('n', n), $3::timestamptz + (n - $1) * interval '1 second'
           FROM generate_series($1::int, $2::int) AS n ORDER BY n`,
        [from, to, at(from)],
      );
    await pool.query(`INSERT INTO es_streams (stream_id, stream_type, version) SELECT 'tally-' || n, 'tally', 1000 FROM generate_series(0, 99) AS n`);
    await write(0, SUMMARISED - 1);
    // Summarised, as autovacuum does with full ranges of pages; then more events on pages no summary covers.
    await pool.query(`VACUUM ANALYZE es_events`);
    await write(SUMMARISED, SUMMARISED + TAIL - 1);
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('has one index on recorded_at alone, a BRIN one', async () => {
    const { rows } = await pool.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'es_events' AND indexdef ~ '\\(recorded_at\\)'`);
    expect(rows.map((row) => [row.indexname, /USING (\w+)/.exec(row.indexdef)?.[1]])).toEqual([['es_events_recorded_brin', 'brin']]);
  });

  it('finds every event of a time range, and the newest, written after the last summary', async () => {
    const middle = await listEvents(db, new Upcasters(), { from: at(12_000), to: at(12_499), page: 1, limit: 1000 });
    expect(middle.total).toBe(500);
    expect(middle.events.map((event) => (event.data as { n: number }).n)).toEqual(Array.from({ length: 500 }, (_, i) => 12_000 + i));

    const newest = await listEvents(db, new Upcasters(), { from: at(SUMMARISED - 50), page: 1, limit: 1000 });
    expect(newest.total).toBe(50 + TAIL);
    expect((newest.events.at(-1)!.data as { n: number }).n).toBe(SUMMARISED + TAIL - 1);
  });

  it('reads the range through the BRIN index, not by scanning the log', async () => {
    const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) SELECT count(*)::int AS total FROM es_events WHERE ${LISTED_EVENTS_WHERE}`, [null, at(12_000), at(12_499)]);
    const nodes = nodesOf(rows[0]['QUERY PLAN'][0].Plan);
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(nodes.filter((node) => node['Index Name']).map((node) => [node['Node Type'], node['Index Name']])).toEqual([['Bitmap Index Scan', 'es_events_recorded_brin']]);
  });
});
