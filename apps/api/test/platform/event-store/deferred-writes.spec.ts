import { Sql } from '../../../src/platform/database/sql-transaction.js';
import { deferredTo } from '../../../src/platform/event-store/deferred-writes.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// Issue 20: a stream's state row (a cart, a shelf) is written with the COMMIT, its parameters written
// into the statement as literals. The row must come out exactly as the parameterised statement writes it.
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

  it('refuses a parameter it has no literal for rather than guess', async () => {
    await expect(deferredTo([]).query(INSERT, ['x', doc, 1, null, [1, 2]])).rejects.toThrow(/no literal/);
    await expect(deferredTo([]).query(INSERT, ['x', doc, Number.NaN, null, at])).rejects.toThrow(/not a number/);
  });
});
