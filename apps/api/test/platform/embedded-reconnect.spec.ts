// PGlite is one session for every connection made to it: the statements a closed connection prepared are
// still there when the pool opens its next connection, whose pg client knows none of them. Sql names each
// statement after its text, so that connection's first statement failed with "prepared statement …
// already exists" (commit-time.spec's upgrade test did, 3 runs in 6, on 2026-11-28). Each new pooled
// connection to the embedded engine now starts by forgetting them (database.ts, startsWithNoStatements).
// And the new connection is opened at once, before the embedded server has seen the old one close: a
// server that let in one connection refused it (EPIPE) until then (embedded-postgres.ts, SPARE_CONNECTION).
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
    // At once, as the pool does: the embedded server has not yet seen the last connection close.
    const answer = await db.query(text, ['cart-nobody']);
    expect(answer).toEqual([{ events: 0 }]);
  });

  it('rolls back what a connection thrown away mid-transaction wrote, before the next one runs', async () => {
    const db = shop.app.get(Sql);
    const pool = (shop.app.get(Database).dataSource.driver as unknown as { master: pg.Pool }).master;
    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query('CREATE TABLE abandoned_write (n int)');
    client.release(true);
    // The new connection's statement waits in the server's queue until the old one's close rolls back.
    expect(await db.query(`SELECT to_regclass('abandoned_write') IS NULL AS gone`)).toEqual([{ gone: true }]);
  });
});
