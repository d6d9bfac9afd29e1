import pg from 'pg';
import { batchOf } from '../../../src/platform/database/batch-statement.js';
import { nextBatchStatement } from '../../../src/platform/event-store/consumer-checkpoint.js';
import { hashRequest, InlineProjections, openingStatements } from '../../../src/platform/event-store/index.js';
import { Upcasters } from '../../../src/platform/event-store/upcasters.js';
import { describeOnPostgres } from '../../support/on-postgres.js';
import { createMigratedTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { nodesOf } from '../../support/query-plans.js';

// What PostgreSQL's plan cache does with our statements: pg_prepared_statements on a session of its own.

/**
 * A command's opening is sent as prepared statements so that PostgreSQL plans each once per connection
 * (docs/decisions.md#command-round-trips). A prepared statement still gets a fresh plan each time when
 * PostgreSQL finds its generic plan dearer than a custom one: the streams' versions read as
 * `= ANY($1::text[])` did, for every order (bench/README.md, issues 18 and 20).
 */
describeOnPostgres('an order’s opening, planned once per connection', () => {
  const planner = plannerSession(async (session) => {
    // A shop's worth of streams, with statistics: what the planner weighs its plans by (an empty table
    // gives the generic plan of any form).
    await session.query(`INSERT INTO es_streams (stream_id, stream_type, version) SELECT 'order-' || n, 'order', 3 FROM generate_series(1, 50000) AS n`);
    await session.query('ANALYZE es_streams');
  });

  it('gives every statement of the opening a generic plan after PostgreSQL’s five custom ones', async () => {
    const session = planner.session();
    const preparedHere = new Set<string>();
    for (let order = 0; order < 12; order++) {
      // An order's locks and versions read: its idempotency key, cart, order, payment and two shelves.
      const statements = openingStatements(
        {
          streamIds: [`cart-customer-c${order}`, `order-o${order}`, `payment-p${order}`, `stock-a`, `stock-b`],
          idempotency: { scope: `place-order:c${order}`, key: `k${order}`, requestHash: hashRequest({ order }) },
        },
        new InlineProjections(),
      );
      const batch = batchOf(['BEGIN', ...statements, 'ROLLBACK'], preparedHere);
      await session.query(batch.text);
      for (const name of batch.preparing) preparedHere.add(name);
    }
    const { rows } = await session.query(`SELECT name, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements ORDER BY name`);
    expect(rows.length).toBeGreaterThanOrEqual(3); // the locks, the versions read, the key's earlier answer
    for (const row of rows) expect({ name: row.name, custom: row.custom, generic: row.generic }).toEqual({ name: row.name, custom: 5, generic: 7 });
  });
});

/**
 * A processor's batch is read in its opening's round trip, the cursor taken from its checkpoint row by a
 * subquery (consumer-checkpoint.ts, docs/decisions.md#writes-behind). Unless the row comparison stays an
 * index condition, every batch and every poll (a second apart when idle) reads the log from its start: no answer shows it.
 */
describeOnPostgres('a processor’s batch read with its claim', () => {
  const planner = plannerSession(async (session) => {
    // A log of 60,000 events in 600 transactions, with statistics, and a processor far along it.
    await session.query(`INSERT INTO es_streams (stream_id, stream_type, version) SELECT 'tally-' || n, 'tally', 100 FROM generate_series(1, 600) AS n`);
    for (let tx = 1; tx <= 600; tx += 50) {
      await session.query(`BEGIN`);
      for (let n = tx; n < tx + 50; n++) {
        await session.query(
          `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, data)
           SELECT gen_random_uuid(), 'tally-' || $1, 'tally', v, 'TallyAdded', '{}' FROM generate_series(1, 100) AS v`,
          [n],
        );
        await session.query(`SAVEPOINT s${n}`); // a later subtransaction: the rows take transaction ids of their own
      }
      await session.query(`COMMIT`);
    }
    await session.query('ANALYZE es_events');
    await session.query(
      `INSERT INTO es_processors (processor_id, last_tx, last_gp)
       SELECT 'test:far-along', transaction_id, global_position FROM es_events ORDER BY transaction_id DESC, global_position DESC OFFSET 10 LIMIT 1`,
    );
  });

  it('reads after the checkpoint through the log’s commit-order index, not from its start', async () => {
    const session = planner.session();
    const processor = { id: 'test:far-along', eventTypes: ['TallyAdded'], process: async () => undefined };
    const statement = nextBatchStatement(processor, new Upcasters(), undefined);
    await session.query(`PREPARE ${statement.name} AS ${statement.text}`);
    const execute = `EXECUTE ${statement.name}(${statement.args.join(', ')})`;
    await wholeLogReadable(session);
    const { rows } = await session.query(execute);
    expect(rows).toHaveLength(10);
    const [{ 'QUERY PLAN': [{ Plan: plan }] }] = (await session.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${execute}`)).rows;
    // Every scan of the log: one, by the commit-order index, from the checkpoint on (a few rows read, not 60,000).
    const logScans = nodesOf(plan).filter((node) => node['Relation Name'] === 'es_events');
    expect(logScans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([['Index Scan', 'es_events_commit_order']]);
    expect(logScans[0]['Index Cond']).toMatch(/ROW\(transaction_id, global_position\) >/);
    expect(logScans[0]['Actual Rows']).toBeLessThanOrEqual(20);
  });
});

/**
 * Until no transaction older than the log's last is open anywhere on the server: a processor reads below
 * the oldest one (pg_snapshot_xmin is server-wide), and the API specs run beside each other on one server,
 * some holding a transaction open on purpose for seconds. Without this wait, one of them read as "no
 * batch" here (the clean-clone CI of 343ecbd, 2026-12-02: 0 rows where 10 were due).
 */
async function wholeLogReadable(session: pg.Client, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await session.query(`SELECT max(transaction_id) < pg_snapshot_xmin(pg_current_snapshot()) AS readable FROM es_events`);
    if (rows[0].readable) return;
    if (Date.now() > deadline) throw new Error(`a transaction on the server held the log's last events back for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A migrated database of its own and a session on it, made ready by `prepare`; `session()` once the suite runs. */
function plannerSession(prepare: (session: pg.Client) => Promise<void>): { session: () => pg.Client } {
  let database: TestDatabase;
  let session: pg.Client;
  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    session = new pg.Client({ connectionString: (database.settings as { url: string }).url });
    await session.connect();
    await prepare(session);
  });
  afterAll(async () => {
    await session.end();
    await database.drop();
  });
  return { session: () => session };
}
