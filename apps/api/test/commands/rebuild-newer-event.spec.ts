// `npm run rebuild`, spawned, on a log holding an event newer than this release reads: it stops and
// says which event, as its one line, exit 1. The rebuild reads the next batch while it writes this one
// (replay-into-shadow.ts); that read failing meanwhile must end in this message, not in a crash on an
// unhandled rejection.
import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { send, shopper } from '../ordering/ordering-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { testEngine } from '../support/test-database.js';
import { npmRun, toolEnv } from './support/npm-commands.js';

jest.setTimeout(300_000);

describe(`npm run rebuild, spawned, on ${testEngine()}, meeting an event newer than it reads`, () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    const ravi = await shopper(shop);
    const products: { _id: string }[] = await jsonOf(await shop.request('/api/products'));
    for (const product of products.slice(0, 6)) expect((await send(shop, 'POST', '/api/cart/add', ravi.auth, { productId: product._id, quantity: 1 })).status).toBe(200);
    // As another release would have written it: straight into the log, last.
    const db = shop.app.get(DataSource);
    const [{ stream }]: { stream: string }[] = await db.query(`SELECT stream_id AS stream FROM es_streams WHERE stream_type = 'cart' LIMIT 1`);
    await db.query(`UPDATE es_streams SET version = version + 1 WHERE stream_id = $1`, [stream]);
    await db.query(
      `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data)
       SELECT gen_random_uuid(), $1, 'cart', version, 'CartItemQuantitySet', 9, '{}' FROM es_streams WHERE stream_id = $1`,
      [stream],
    );
    // The embedded database admits one process: the tool runs with the shop stopped (on PostgreSQL too, for one path).
    await shop.app.close();
  });
  afterAll(() => shop.database.drop());

  it('stops and names the event in one line on stderr, exit 1, with no crash behind it', async () => {
    const result = await npmRun('rebuild', ['--batch-size', '1'], toolEnv(shop.database));
    expect(result.code).toBe(1);
    // The progress bar draws on stderr first; then the one line that says why, and nothing after it.
    const lines = result.stderr.split(/[\r\n]+/).filter((line) => line !== '' && !line.startsWith('rebuild ['));
    expect(lines).toHaveLength(1);
    expect(lines[0] + '\n').toMatch(/^jhatpat: cart-customer-\w+ holds CartItemQuantitySet v9 \(event [0-9a-f-]{36}\), written by a newer version of Jhatpat than this one \(it reads CartItemQuantitySet up to v\d\): upgrade this instance\n$/);
  });
});
