import pg from 'pg';
import { batchOf } from '../../../src/platform/database/batch-statement.js';
import { hashRequest, InlineProjections, openingStatements } from '../../../src/platform/event-store/index.js';
import { createMigratedTestDatabase, type TestDatabase, testEngine } from '../../support/test-database.js';

// What PostgreSQL's plan cache does with our statements: pg_prepared_statements on a session of its own.
const onPostgres = testEngine() === 'postgres' ? describe : describe.skip;

/**
 * A command's opening is sent as prepared statements so that PostgreSQL plans each once per connection
 * (docs/decisions.md#command-round-trips). A prepared statement still gets a fresh plan each time when
 * PostgreSQL finds its generic plan dearer than a custom one: the streams' versions read as
 * `= ANY($1::text[])` did, for every order (bench/README.md, issues 18 and 20).
 */
onPostgres('an order’s opening, planned once per connection', () => {
  let database: TestDatabase;
  let session: pg.Client;
  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    session = new pg.Client({ connectionString: (database.settings as { url: string }).url });
    await session.connect();
    // A shop's worth of streams, with statistics: what the planner weighs its plans by (an empty table
    // gives the generic plan of any form).
    await session.query(`INSERT INTO es_streams (stream_id, stream_type, version) SELECT 'order-' || n, 'order', 3 FROM generate_series(1, 50000) AS n`);
    await session.query('ANALYZE es_streams');
  });
  afterAll(async () => {
    await session.end();
    await database.drop();
  });

  it('gives every statement of the opening a generic plan after PostgreSQL’s five custom ones', async () => {
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
