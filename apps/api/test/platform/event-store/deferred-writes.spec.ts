import { type BatchStatement, prepared } from '../../../src/platform/database/batch-statement.js';
import { Sql } from '../../../src/platform/database/sql-transaction.js';
import { deferredTo, writesBehind } from '../../../src/platform/event-store/deferred-writes.js';
import { onConnectionOf, sentWhile } from '../../support/sent-to-database.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// Issue 20: a stream's state row (a cart, a shelf) is written with the COMMIT, as EXECUTE of a statement
// the connection prepared once, its parameters written in as literals. The row must come out exactly as
// the parameterised statement writes it.
describe('state rows written with the COMMIT', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
    await shop.app.get(Sql).query(`CREATE TABLE deferred_probe (id text PRIMARY KEY, doc jsonb, n bigint, missing integer, at timestamptz)`);
  });
  afterAll(() => shop.close());

  const INSERT = `INSERT INTO deferred_probe (id, doc, n, missing, at) VALUES ($1, $2::jsonb, $3, $4, $5)`;
  // Quotes, a backslash, a dollar sign and non-ASCII: what escaping has to survive.
  const doc = JSON.stringify({ name: `Haldiram's "Aloo" \\ Bhujia $1`, hindi: 'दूध', lines: [{ q: 2 }] });
  const at = new Date('2026-11-28T17:30:00.123Z');

  it('writes what the parameterised statement writes', async () => {
    const sql = shop.app.get(Sql);
    await sql.query(INSERT, ['direct', doc, 12, null, at]);
    const closing: string[] = [];
    await sql.transaction(async () => deferredTo(closing).query(INSERT, ['deferred', doc, 12, null, at]), { closing: () => closing });
    const rows: { id: string; doc: unknown; n: string; missing: null; at: Date }[] = await sql.query(`SELECT * FROM deferred_probe ORDER BY id`);
    const written = { doc: JSON.parse(doc), n: '12', missing: null, at };
    expect(rows).toEqual([
      { id: 'deferred', ...written },
      { id: 'direct', ...written },
    ]);
  });

  it('writes a Buffer as the bytea the parameterised statement writes, and hands back what it returned once committed', async () => {
    const sql = shop.app.get(Sql);
    await sql.query(`CREATE TABLE deferred_bytes (id text PRIMARY KEY, hash bytea NOT NULL)`);
    // Every byte value, a quote and a backslash among them: an event's hashes go with the COMMIT this way.
    const hash = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const RETURNING = `INSERT INTO deferred_bytes (id, hash) VALUES ($1, $2) RETURNING id, length(hash) AS bytes`;
    await sql.query(RETURNING, ['direct', hash]);
    const closing: BatchStatement[] = [];
    let closed: unknown[][] = [];
    await sql.transaction(async () => deferredTo(closing).query(RETURNING, ['deferred', hash]), { closing: () => closing, closed: (rows) => (closed = rows) });
    expect(closed).toEqual([[{ id: 'deferred', bytes: 256 }]]);
    const rows: { id: string; hash: Buffer }[] = await sql.query(`SELECT id, hash FROM deferred_bytes ORDER BY id`);
    expect(rows.map((row) => [row.id, row.hash.equals(hash)])).toEqual([
      ['deferred', true],
      ['direct', true],
    ]);
  });

  it('rolls the transaction back when a deferred statement fails at COMMIT', async () => {
    const sql = shop.app.get(Sql);
    const closing: string[] = [];
    await expect(
      sql.transaction(
        async (tx) => {
          await tx.query(`INSERT INTO deferred_probe (id) VALUES ('written before')`);
          await deferredTo(closing).query(INSERT, ['direct', doc, 1, null, at]); // the key is taken: fails at COMMIT
        },
        { closing: () => closing },
      ),
    ).rejects.toThrow(/duplicate key/);
    expect(await sql.query(`SELECT id FROM deferred_probe WHERE id = 'written before'`)).toEqual([]);
  });

  it('prepares a statement once per connection and executes it after', async () => {
    const sql = shop.app.get(Sql);
    // More transactions than the pool has connections: each connection prepares once, then only executes.
    for (let i = 0; i < 45; i++) {
      const closing: BatchStatement[] = [];
      await sql.transaction(async () => deferredTo(closing).query(INSERT, [`again-${i}`, doc, i, null, at]), { closing: () => closing });
    }
    const [{ count }]: { count: number }[] = await sql.query(`SELECT count(*)::int AS count FROM deferred_probe WHERE id LIKE 'again-%'`);
    expect(count).toBe(45);
    // On one connection: prepared by SQL under its own name (not node-postgres's protocol), once, then executed.
    const read = prepared(`SELECT n FROM deferred_probe WHERE id = $1`, ['again-7']);
    const seen = await sql.held(async (connection) => {
      const first = await connection.queryMany!([read, read]);
      const second = await connection.queryMany!([read]);
      return { first, second, prepared: await connection.query(`SELECT name, from_sql FROM pg_prepared_statements WHERE name = $1`, [read.name]) };
    });
    expect(seen.first).toEqual([[{ n: '7' }], [{ n: '7' }]]);
    expect(seen.second).toEqual([[{ n: '7' }]]);
    expect(seen.prepared).toEqual([{ name: read.name, from_sql: true }]);
  });

  it('throws away a connection whose batch prepared something and then failed', async () => {
    const sql = shop.app.get(Sql);
    // Fails when the id is taken.
    const failing = `INSERT INTO deferred_probe (n, id) VALUES ($2, $1)`;
    await sql.query(`INSERT INTO deferred_probe (id) VALUES ('taken')`);
    const before = sql.poolFigures().total;
    const closing: BatchStatement[] = [];
    await expect(sql.transaction(async () => deferredTo(closing).query(failing, ['taken', 1]), { closing: () => closing })).rejects.toThrow(/duplicate key/);
    // Its PREPARE ran before the failing EXECUTE: kept, the connection would be asked to prepare it again.
    expect(sql.poolFigures().total).toBe(before - 1);
    for (let i = 0; i < 25; i++) {
      const again: BatchStatement[] = [];
      await sql.transaction(async () => deferredTo(again).query(failing, [`free-${i}`, i]), { closing: () => again });
    }
  });

  it('refuses a parameter it has no literal for rather than guess', async () => {
    await expect(deferredTo([]).query(INSERT, ['x', doc, 1, null, [1, 2]])).rejects.toThrow(/no literal/);
    await expect(deferredTo([]).query(INSERT, ['x', doc, 1, null, { at }])).rejects.toThrow(/no literal/);
    await expect(deferredTo([]).query(INSERT, ['x', doc, Number.NaN, null, at])).rejects.toThrow(/not a number/);
  });
});

// docs/decisions.md#writes-behind: a read model's write whose answer nobody reads goes in the round trip of
// the transaction's next statement, before it, or with the COMMIT.
describe('writes left behind for the next statement', () => {
  let shop: TestApp;
  let sql: Sql;
  beforeAll(async () => {
    shop = await startTestApp();
    sql = shop.app.get(Sql);
    await sql.query(`CREATE TABLE behind_probe (id text PRIMARY KEY, n integer NOT NULL)`);
  });
  afterAll(() => shop.close());

  /** Each round trip of `work`'s transaction (on the connection of the first plain BEGIN): the shop's processors send theirs beside it. */
  async function roundTrips(work: () => Promise<unknown>): Promise<string[]> {
    const { sent } = await sentWhile(work);
    return onConnectionOf(sent, sent.findIndex(({ text }) => text === 'BEGIN'));
  }
  const ids = async () => (await sql.query<{ id: string; n: number }[]>(`SELECT id, n FROM behind_probe ORDER BY id`)).map((row) => `${row.id}:${row.n}`);

  it('sends them before the next statement, in its round trip, which sees them', async () => {
    let seen: unknown;
    const sent = await roundTrips(() =>
      sql.transaction(async (tx) => {
        const writes = writesBehind(tx);
        expect(await writes.query(`INSERT INTO behind_probe (id, n) VALUES ($1, $2)`, ['a', 1])).toEqual([]);
        await writes.query(`UPDATE behind_probe SET n = n + $2 WHERE id = $1`, ['a', 10]);
        seen = await tx.query(`SELECT n FROM behind_probe WHERE id = $1`, ['a']);
      }),
    );
    expect(seen).toEqual([{ n: 11 }]);
    // BEGIN; the two writes with the read; COMMIT.
    expect(sent).toHaveLength(3);
    expect(sent[1].split(';\n').filter((statement) => statement.startsWith('EXECUTE'))).toHaveLength(3);
    expect(await ids()).toEqual(['a:11']);
  });

  it('sends them with the COMMIT when nothing follows, before what the owner sends there', async () => {
    const closing: BatchStatement[] = [];
    const sent = await roundTrips(() =>
      sql.transaction(
        async (tx) => {
          await writesBehind(tx).query(`INSERT INTO behind_probe (id, n) VALUES ($1, $2)`, ['b', 2]);
          // Sent with the COMMIT too, after the write left behind: it sees it.
          await deferredTo(closing).query(`UPDATE behind_probe SET n = n * $2 WHERE id = $1 RETURNING n`, ['b', 3]);
        },
        { closing: () => closing, closed: (rows) => expect(rows).toEqual([[{ n: 6 }]]) },
      ),
    );
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatch(/COMMIT$/);
    expect(await ids()).toContain('b:6');
  });

  it('fails the round trip that carries a failing one, and the transaction rolls back', async () => {
    await expect(
      sql.transaction(async (tx) => {
        await tx.query(`INSERT INTO behind_probe (id, n) VALUES ($1, $2)`, ['c', 1]);
        await writesBehind(tx).query(`INSERT INTO behind_probe (id, n) VALUES ($1, $2)`, ['c', 2]); // the key is taken
        await tx.query(`SELECT 1 AS one WHERE $1::int = 1`, [1]);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await ids()).not.toContain('c:1');
  });

  it('sends them first on their own before a statement that cannot join a batch, and at once outside a transaction', async () => {
    const sent = await roundTrips(() =>
      sql.transaction(async (tx) => {
        await writesBehind(tx).query(`INSERT INTO behind_probe (id, n) VALUES ($1, $2)`, ['d', 4]);
        // No parameters (it could be anything: SET LOCAL): the write goes first, in a round trip of its own.
        expect(await tx.query(`SELECT n FROM behind_probe WHERE id = 'd'`)).toEqual([{ n: 4 }]);
      }),
    );
    expect(sent).toHaveLength(4);
    await writesBehind(sql).query(`INSERT INTO behind_probe (id, n) VALUES ($1, $2)`, ['e', 5]);
    expect(await ids()).toEqual(expect.arrayContaining(['d:4', 'e:5']));
  });

  it('sends at once a write whose parameter has no literal', async () => {
    const sent = await roundTrips(() =>
      sql.transaction(async (tx) => {
        await writesBehind(tx).query(`INSERT INTO behind_probe (id, n) SELECT $1, cardinality($2::int[])`, ['f', [1, 2, 3]]);
      }),
    );
    expect(sent).toEqual(['BEGIN', expect.stringMatching(/^INSERT INTO behind_probe/), 'COMMIT']);
    expect(await ids()).toContain('f:3');
  });
});
