// PGlite is one session for every connection made to it: the statements a closed connection prepared are
// still there when the pool opens its next connection, whose pg client knows none of them. Sql names each
// statement after its text, so that connection's first statement failed with "prepared statement …
// already exists" (commit-time.spec's upgrade test did, 3 runs in 6, on 2026-11-28). Each new pooled
// connection to the embedded engine now starts by forgetting them (database.ts, startsWithNoStatements).
import type pg from 'pg';
import { Database } from '../../src/platform/database/database.js';
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe("the shop's pooled connection, replaced", () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('sends the statements it had prepared again on the new connection', async () => {
    const db = shop.app.get(Sql);
    const text = `SELECT count(*)::int AS events FROM es_events WHERE stream_id = $1`;
    expect(await db.query(text, ['cart-nobody'])).toEqual([{ events: 0 }]);
    // The pool's one connection thrown away, as after a connection error.
    const pool = (shop.app.get(Database).dataSource.driver as unknown as { master: pg.Pool }).master;
    const client = await pool.connect();
    client.release(true);
    // The embedded server lets the next connection in once it has seen the last one close: until then a
    // write to it fails (EPIPE), a failure apart from the one this spec is about.
    let answer: unknown;
    for (let tries = 0; answer === undefined; tries++) {
      try {
        answer = await db.query(text, ['cart-nobody']);
      } catch (error) {
        if (tries > 50 || !/EPIPE|ECONNRESET/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(answer).toEqual([{ events: 0 }]);
  });
});
