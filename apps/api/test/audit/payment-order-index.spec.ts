// An auditor's "this order's payments" is an index lookup, not a scan of the whole log (issue 15 item 8):
// the planner is asked, on a log big enough that a scan would cost it dearly, how it runs the very
// statement the audit tool and GET /api/audit/orders/:id send.
import { DataSource } from 'typeorm';
import { paymentStreamsOfOrder } from '../../src/audit/index.js';
import { PAYMENT_STREAMS_OF_ORDER } from '../../src/audit/order-payment-streams.js';
import { Database } from '../../src/platform/database/database.js';
import { createMigratedTestDatabase, type TestDatabase } from '../support/test-database.js';
import { shopMigrations } from '../../src/shop-migrations.js';
import { nodesOf, type PlanNode } from '../support/query-plans.js';

const CARTS = 2_000;
const CART_EVENTS_EACH = 10;
const PAYMENTS = 3_000;

describe("an order's payment streams", () => {
  let database: TestDatabase;
  let shop: Database;
  let db: DataSource;

  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    shop = await Database.open(database.settings, { migrations: shopMigrations });
    db = shop.dataSource;
    // A log like a shop's: mostly cart changes (which also carry ids in their data), and payments, two
    // events each, for orders o0…o2999; order o7 has a second payment after a failed first one.
    await db.query(`INSERT INTO es_streams (stream_id, stream_type, version)
      SELECT 'cart-' || n, 'cart', ${CART_EVENTS_EACH} FROM generate_series(0, ${CARTS - 1}) AS n`);
    await db.query(`INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, data)
      SELECT gen_random_uuid(), 'cart-' || c, 'cart', v, 'CartItemAdded', jsonb_build_object('productId', 'p' || v, 'orderId', 'o' || c)
      FROM generate_series(0, ${CARTS - 1}) AS c, generate_series(1, ${CART_EVENTS_EACH}) AS v`);
    await db.query(`INSERT INTO es_streams (stream_id, stream_type, version)
      SELECT 'payment-' || n, 'payment', 2 FROM generate_series(0, ${PAYMENTS}) AS n`);
    await db.query(`INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, data)
      SELECT gen_random_uuid(), 'payment-' || n, 'payment', v, CASE v WHEN 1 THEN 'PaymentStarted' ELSE 'PaymentSucceeded' END,
        jsonb_build_object('orderId', 'o' || CASE WHEN n = ${PAYMENTS} THEN 7 ELSE n END)
      FROM generate_series(0, ${PAYMENTS}) AS n, generate_series(1, 2) AS v`);
    await db.query(`ANALYZE es_events`);
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
  });

  it('are every payment stream that names the order, and no cart that happens to', async () => {
    expect(await paymentStreamsOfOrder(db, 'o7')).toEqual(['payment-3000', 'payment-7']);
    expect(await paymentStreamsOfOrder(db, 'o2500')).toEqual(['payment-2500']);
    expect(await paymentStreamsOfOrder(db, 'o-none')).toEqual([]);
  });

  it('are found through the partial index es_events_payment_order, not by scanning the log', async () => {
    const [{ 'QUERY PLAN': plan }]: { 'QUERY PLAN': { Plan: PlanNode }[] }[] = await db.query(`EXPLAIN (FORMAT JSON) ${PAYMENT_STREAMS_OF_ORDER}`, ['o7']);
    const nodes = nodesOf(plan[0].Plan);
    // An index scan, or a bitmap heap scan driven by a bitmap index scan; never a sequential one.
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(nodes.filter((node) => node['Index Name']).map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      [expect.stringMatching(/^(Index Scan|Index Only Scan|Bitmap Index Scan)$/), 'es_events_payment_order'],
    ]);
  });
});
