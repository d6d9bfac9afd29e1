import fc from 'fast-check';
import pg from 'pg';
import { batchOf, prepared, quoted, sqlLiteral } from './batch-statement.js';

describe('a batch of statements, the prepared ones as EXECUTE', () => {
  const read = prepared(`SELECT * FROM cart_view WHERE cart_id = $1`, [`cart-o'brien`]);

  it('prepares a statement the connection lacks once, before its first EXECUTE, and says where each result is', () => {
    const again = prepared(`SELECT * FROM cart_view WHERE cart_id = $1`, ['cart-2']);
    const batch = batchOf(['BEGIN', read, again, 'COMMIT'], new Set());
    expect(read.name).toBe(again.name);
    expect(batch.text.split(';\n')).toEqual([
      'BEGIN',
      `PREPARE ${read.name} AS SELECT * FROM cart_view WHERE cart_id = $1`,
      `EXECUTE ${read.name}('cart-o''brien')`,
      `EXECUTE ${read.name}('cart-2')`,
      'COMMIT',
    ]);
    expect(batch.resultOf).toEqual([0, 2, 3, 4]);
    expect(batch.preparing).toEqual([read.name]);
  });

  it('only executes a statement the connection prepared before', () => {
    const batch = batchOf([read], new Set([read.name]));
    expect(batch.text).toBe(`EXECUTE ${read.name}('cart-o''brien')`);
    expect(batch.preparing).toEqual([]);
  });

  it('writes each parameter as pg would send it, and refuses the ones it has no literal for', () => {
    expect([null, undefined, 12, 2n, true, 'दूध', new Date('2026-11-30T09:00:00.123Z'), ['a', "b'c"], []].map(sqlLiteral)).toEqual([
      'NULL',
      'NULL',
      '12',
      '2',
      'true',
      "'दूध'",
      "'2026-11-30T09:00:00.123Z'",
      "ARRAY['a', 'b''c']::text[]",
      'ARRAY[]::text[]',
    ]);
    expect(() => prepared('SELECT $1', [[1, 2]])).toThrow(/no literal/);
    expect(() => prepared('SELECT $1', [Number.NaN])).toThrow(/not a number/);
  });

  it('quotes any text exactly as pg.escapeLiteral does', () => {
    // Quotes, backslashes and any other code point in any mix, Devanagari and emoji among them.
    const text = fc.string({ unit: fc.oneof(fc.constantFrom("'", '\\', '"', 'E', ' '), fc.constantFrom('दूध', '\u{1F95B}'), fc.string({ unit: 'binary', maxLength: 1 })), maxLength: 40 });
    fc.assert(fc.property(text, (value) => quoted(value) === pg.escapeLiteral(value)), { numRuns: 1000 });
    expect(quoted("it's a \\ path")).toBe(" E'it''s a \\\\ path'");
  });
});
