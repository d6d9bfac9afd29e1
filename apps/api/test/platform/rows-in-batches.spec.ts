// forEachBatch on the engine under test, PGlite too (test/engine-parity.mjs: the rebuild reads through it).
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { Database } from '../../src/platform/database/database.js';
import { forEachBatch } from '../../src/platform/database/rows-in-batches.js';

describe('rows read a batch at a time through a cursor', () => {
  let database: TestDatabase;
  let shop: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    shop = await Database.open(database.settings, { migrations: [] });
  });
  afterAll(async () => {
    await shop.close();
    await database.drop();
  });

  const NUMBERS = `SELECT n, $1::text AS label FROM generate_series(1, $2::int) AS n ORDER BY n`;

  it('hands every row to `each` in order, never more than a batch at once, and the cursor is gone after', async () => {
    const batches = await shop.sql.transaction(async (tx) => {
      const seen: number[][] = [];
      await forEachBatch<{ n: number; label: string }>(tx, { cursor: 'jp_numbers', query: NUMBERS, params: ['x', 12], size: 5 }, async (rows) => {
        expect(rows.every((row) => row.label === 'x')).toBe(true);
        // Read from an open cursor, not from the whole answer read first and cut up after.
        expect(await tx.query(`SELECT name FROM pg_cursors`)).toEqual([{ name: 'jp_numbers' }]);
        seen.push(rows.map((row) => row.n));
      });
      // Closed: the same name may be declared again in the same transaction.
      await forEachBatch(tx, { cursor: 'jp_numbers', query: NUMBERS, params: ['y', 10], size: 5 }, async (rows) => void seen.push(rows.map(() => 0)));
      return seen;
    });
    expect(batches).toEqual([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]);
  });

  it('calls `each` for no empty batch when there are no rows', async () => {
    const calls = await shop.sql.transaction(async (tx) => {
      let count = 0;
      await forEachBatch(tx, { cursor: 'jp_nothing', query: NUMBERS, params: ['x', 0], size: 5 }, async () => void count++);
      return count;
    });
    expect(calls).toBe(0);
  });

  it('stops at the first batch `each` throws on, and the transaction rolls back', async () => {
    await shop.sql.query(`CREATE TABLE batch_marks (n int)`);
    const batches: number[] = [];
    const failing = shop.sql.transaction((tx) =>
      forEachBatch<{ n: number }>(tx, { cursor: 'jp_failing', query: NUMBERS, params: ['x', 12], size: 4 }, async (rows) => {
        batches.push(rows[0].n);
        await tx.query(`INSERT INTO batch_marks SELECT unnest($1::int[])`, [rows.map((row) => row.n)]);
        if (rows[0].n === 5) throw new Error('a batch that cannot be written');
      }),
    );
    await expect(failing).rejects.toThrow('a batch that cannot be written');
    expect(batches).toEqual([1, 5]);
    expect(await shop.sql.query(`SELECT count(*)::int AS marks FROM batch_marks`)).toEqual([{ marks: 0 }]);
  });

  it('refuses a cursor name that is not a plain identifier, and a batch of no rows', async () => {
    await shop.sql.transaction(async (tx) => {
      await expect(forEachBatch(tx, { cursor: 'jp; DROP TABLE x', query: NUMBERS, size: 5 }, async () => {})).rejects.toThrow('Not a cursor name');
      await expect(forEachBatch(tx, { cursor: 'jp_ok', query: NUMBERS, size: 0 }, async () => {})).rejects.toThrow('A batch is a whole number of rows');
    });
  });
});
