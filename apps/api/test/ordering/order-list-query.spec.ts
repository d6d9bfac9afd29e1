import { Sql } from '../../src/platform/database/sql-transaction.js';
import { orderConditions } from '../../src/ordering/orders.queries.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 20: GET /api/user-orders was one prepared statement for every filter, `($1::text IS NULL OR
// customer_id = $1) AND …`: once PostgreSQL settles on a generic plan for it, a condition that may be
// absent cannot be an index condition, and every customer's list scanned the table. The list now names
// only the conditions it has.
describe("the order list's query", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  /** The generic plan (what a prepared statement settles on) of the list's count for one customer, as text. */
  async function genericPlanOf(where: string, params: unknown[]): Promise<string> {
    return shop.app.get(Sql).transaction(async (tx) => {
      // Seq scans off: on a near-empty table a scan is cheapest anyway; the question is whether the index can serve it.
      await tx.query(`SET LOCAL enable_seqscan = off`);
      await tx.query(`SET LOCAL plan_cache_mode = force_generic_plan`);
      await tx.query(`PREPARE order_list_plan AS SELECT count(*) FROM orders_view WHERE ${where}`);
      try {
        const rows: { 'QUERY PLAN': string }[] = await tx.query(`EXPLAIN EXECUTE order_list_plan(${params.map((p) => `'${String(p)}'`).join(', ')})`);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await tx.query(`DEALLOCATE order_list_plan`);
      }
    });
  }

  it("finds a customer's orders through orders_view_customer", async () => {
    const { where, params } = orderConditions({ customerId: '6650f0c2a1b2c3d4e5f60718' });
    expect(where).toBe('customer_id = $1');
    expect(await genericPlanOf(where, params)).toMatch(/Index (Only )?Scan using orders_view_customer .*\n.*Index Cond: \(customer_id = \$1\)/);
  });

  it('could not with the old catch-all condition (the plan this replaces)', async () => {
    const plan = await genericPlanOf(`($1::text IS NULL OR customer_id = $1) AND ($2::text IS NULL OR status = $2)`, ['6650f0c2a1b2c3d4e5f60718', 'placed']);
    expect(plan).not.toMatch(/Index Cond: \(customer_id = \$1\)/);
  });

  it('numbers the parameters of the conditions it has, in order, and escapes a search', () => {
    expect(orderConditions({})).toEqual({ where: 'true', params: [] });
    expect(orderConditions({ status: 'confirmed', paymentStatus: 'paid', search: '#AB_1' })).toEqual({
      where: 'status = $1 AND payment_status = $2 AND (lower(order_id) LIKE $3 OR lower(order_number) LIKE $3 OR customer_phone LIKE $3 OR lower(customer_name) LIKE $3)',
      params: ['confirmed', 'paid', '%ab\\_1%'],
    });
    // A whole order number, however typed, is also looked for exactly (docs/decisions.md#order-number).
    expect(orderConditions({ search: 'jp123' })).toEqual({
      where: '(lower(order_id) LIKE $1 OR lower(order_number) LIKE $1 OR order_number = $2 OR customer_phone LIKE $1 OR lower(customer_name) LIKE $1)',
      params: ['%jp123%', 'JP-000123'],
    });
  });
});
