// `npm run rebuild` as an operator runs it, spawned, against a shop that has served orders: while the
// shop serves (PostgreSQL), with `--only`, two at once, and killed midway.
import { jest } from '@jest/globals';
import pg from 'pg';
import { createMigratedTestDatabase, type TestDatabase, testEngine } from '../support/test-database.js';
import { NpmProcess, npmRun, ShopProcess, shopEnv, toolEnv } from './support/npm-commands.js';
import { call, login, placeOrder } from './support/shopper-visits.js';

jest.setTimeout(300_000);

const engine = testEngine();
const MODELS = 'payments-view, cart-view, order-view, packing-view, money-ledger, stock-view, notifications';
const TABLES = ['cart_view', 'orders_view', 'payments_view', 'refunds_view', 'money_orders', 'money_movements', 'notifications', 'stock_view', 'stock_reservations'];

describe(`npm run rebuild, spawned, on ${engine}`, () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let tools: Record<string, string>;
  let shop: ShopProcess | null = null;
  let token: string;
  let productIds: string[];

  const openShop = async () => (shop = await ShopProcess.start('serve', env));
  const closeShop = async () => {
    await shop?.stop();
    shop = null;
  };
  /** A customer's cart write and order list, as the web app makes them: what must keep answering during a rebuild. */
  const shopVisit = async (i: number) => {
    await call(shop!.url, 'POST', '/api/cart/add', { token, body: { productId: productIds[i % productIds.length], quantity: 1 }, expect: 200 });
    await call(shop!.url, 'GET', '/api/user-orders', { token });
  };

  beforeAll(async () => {
    // A copy of the run's migrated template: the shop's first start on an empty database is readme-commands'.
    database = await createMigratedTestDatabase();
    env = { ...shopEnv(database), SEED_DEMO: 'true' };
    tools = toolEnv(database);
    await openShop();
    token = await login(shop!.url, '9000000002', 'jhatpat-customer');
    await placeOrder(shop!.url, token, 'COD', 'rebuild-cod-1');
    await placeOrder(shop!.url, token, 'COD', 'rebuild-cod-2');
    productIds = (await call(shop!.url, 'GET', '/api/products')).slice(0, 8).map((p: { _id: string }) => p._id);
    for (let i = 0; i < 120; i++) await shopVisit(i);
    // The embedded database admits one process: its tools run with the shop stopped.
    if (engine === 'pglite') await closeShop();
  });
  afterAll(async () => {
    await closeShop();
    await database.drop();
  });

  it('npm run rebuild -- --only <model> rebuilds that one, and an unknown name lists the valid ones', async () => {
    const only = await npmRun('rebuild', ['--only', 'order-view,notifications'], tools);
    expect(only.code).toBe(0);
    expect(only.stdout).toContain('Rebuilding order-view, notifications from the event log beside the live read models');
    expect(only.stdout).toContain('  orders_view (order-view): 2 rows, identical to the live read model at the swap');
    expect(only.stdout).toMatch(/^ {2}notifications \(notifications\): 2 rows, identical to the live read model at the swap$/m);
    expect(only.stdout).not.toContain('cart_view');
    const unknown = await npmRun('rebuild', ['--only', 'orders'], tools);
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toBe(`jhatpat: no read model called orders: the read models are ${MODELS}\n`);
  });

  if (engine === 'postgres') {
    it('rebuilds every read model while the shop serves: no request fails, every table comes out identical', async () => {
      const rebuild = new NpmProcess('rebuild', ['--batch-size', '5'], tools);
      let visits = 0;
      let done = false;
      void rebuild.exited.then(() => (done = true));
      while (!done) await shopVisit(visits++);
      const result = await rebuild.exited;
      expect(result.code).toBe(0);
      expect(visits).toBeGreaterThan(0);
      for (const table of TABLES) expect(result.stdout).toMatch(new RegExp(`^  ${table} \\([\\w-]+\\): \\d+ rows?, identical to the live read model at the swap`, 'm'));
      expect(result.stdout).not.toContain('DIFFERED');
    });
  }

  it('a second rebuild started while one runs is refused, and the first one finishes', async () => {
    const first = new NpmProcess('rebuild', ['--batch-size', '1'], tools);
    await first.waitFor(/rebuild \[#+-*\] +\d+%/);
    // Held midway (as a slow replay would be) while the second one starts.
    first.kill('SIGSTOP');
    const second = await npmRun('rebuild', [], tools);
    first.kill('SIGCONT');
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(
      engine === 'postgres'
        ? /^jhatpat: another rebuild is running on this database: wait for it to finish .*, then run this one again\n$/
        : /^jhatpat: the data directory .* is in use by another Jhatpat process \(pid \d+\); stop it or set another DATA_DIR\n$/,
    );
    const result = await first.exited;
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('DIFFERED');
  });

  it('a rebuild killed with SIGKILL midway leaves the shop serving, and the next rebuild cleans up and succeeds', async () => {
    // Through the Node path, a batch an event: every model's first pass in SQL goes from 0 % to 100 % at
    // once (docs/decisions.md#rebuild-set-based), leaving no "midway" to kill it at.
    const killed = new NpmProcess('rebuild', ['--batch-size', '1', '--replay-in-node'], tools);
    await killed.waitFor(/rebuild \[#{3,}-+\] +[1-9]\d%/);
    killed.kill('SIGKILL');
    expect((await killed.exited).code).toBe(null);
    if (engine === 'postgres') expect(await schemasLeft(database)).toEqual(['jp_rebuild_retired', 'jp_rebuild_shadow']);
    if (engine === 'pglite') await openShop();
    await shopVisit(0);
    if (engine === 'pglite') await closeShop();
    const next = await npmRun('rebuild', [], tools);
    expect(next.code).toBe(0);
    expect(next.stdout).toContain('  orders_view (order-view): 2 rows, identical to the live read model at the swap');
    expect(next.stdout).not.toContain('DIFFERED');
    if (engine === 'postgres') expect(await schemasLeft(database)).toEqual([]);
  });
});

async function schemasLeft(database: TestDatabase): Promise<string[]> {
  const client = new pg.Client({ connectionString: (database.settings as { url: string }).url });
  await client.connect();
  try {
    return (await client.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'jp_rebuild%' ORDER BY nspname`)).rows.map((r) => r.nspname);
  } finally {
    await client.end();
  }
}
