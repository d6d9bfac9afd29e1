import pg from 'pg';
import type { SqlClient } from '../database/sql-transaction.js';

/** A read-model row as PostgreSQL's to_jsonb gives it: column name to value, exactly (timestamps keep their microseconds). */
export type Row = Record<string, unknown>;

/** Rows changed per INSERT: one statement's JSON stays a few megabytes however many rows a write has. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * The rows of one read-model table that a batch of events touches, read in one statement and written
 * back in one: a projection's batch fold (InlineProjection.applyBatch) changes them in memory with the
 * same rules its per-event SQL has. Rows travel as JSON (to_jsonb out, jsonb_populate_recordset in), so
 * the fold sees every column and writes each exactly as read.
 */
export class BatchRows {
  protected readonly rows = new Map<string, Row | null>();
  protected readonly changed = new Set<string>();
  private columns: string[] | null = null;

  constructor(
    protected tx: SqlClient,
    readonly table: string,
    readonly key: string,
    /** What a new row holds in the columns no event sets (the table's defaults, which populate would leave NULL). */
    private readonly blank: Row,
  ) {}

  /** Reads the rows of `keys` not read yet; a key without a row reads as null. */
  async load(keys: Iterable<string>): Promise<void> {
    await this.read([...new Set(keys)].filter((key) => !this.rows.has(key)));
  }

  protected async read(wanted: readonly string[]): Promise<void> {
    if (wanted.length === 0) return;
    const found: { row: Row }[] = await this.tx.query(
      `SELECT to_jsonb(t) AS row FROM ${pg.escapeIdentifier(this.table)} t WHERE ${pg.escapeIdentifier(this.key)} = ANY($1)`,
      [wanted],
    );
    for (const key of wanted) this.rows.set(key, null);
    for (const { row } of found) this.rows.set(String(row[this.key]).trimEnd(), row);
  }

  get(key: string): Row | null {
    const row = this.rows.get(key);
    if (row === undefined) throw new Error(`${this.table} row ${key} was not loaded for this batch`);
    return row;
  }

  /**
   * A new row: the blank columns, then `values`. Object.assign, not `{ ...blank, ...values }`: on
   * Node 20 the second spread takes V8's slow path, ten times slower for an orders_view row, and was
   * the rebuild's costliest line of its own (docs/decisions.md#rebuild-lean-rows).
   */
  create(key: string, values: Row): void {
    this.set(key, Object.assign({}, this.blank, values));
  }

  set(key: string, row: Row): void {
    this.rows.set(key, row);
    this.changed.add(key);
  }

  /** The row goes (written as a DELETE): the projection's per-event SQL deletes it too. */
  remove(key: string): void {
    this.rows.set(key, null);
    this.changed.add(key);
  }

  /** Writes every row changed, a statement per few thousand rows; then the next batch starts afresh. */
  async write(): Promise<void> {
    if (this.changed.size === 0) return;
    const removed = [...this.changed].filter((key) => this.rows.get(key) === null);
    if (removed.length > 0) {
      await this.tx.query(`DELETE FROM ${pg.escapeIdentifier(this.table)} WHERE ${pg.escapeIdentifier(this.key)} = ANY($1)`, [removed]);
    }
    const rows = [...this.changed].map((key) => this.rows.get(key)).filter((row) => row !== null);
    // The columns written: not a generated one (cart_view's guest_idle_since), which the table computes.
    this.columns ??= (
      (await this.tx.query(
        `SELECT quote_ident(attname) AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [this.table],
      )) as { name: string }[]
    ).map(({ name }) => name);
    const table = pg.escapeIdentifier(this.table);
    const columns = this.columns.join(', ');
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      await this.tx.query(
        `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
         ON CONFLICT (${pg.escapeIdentifier(this.key)}) DO UPDATE SET ${this.columns.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}`,
        [JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT))],
      );
    }
    this.changed.clear();
  }

  /**
   * Writes every changed row now and forgets what is held, so the next load reads the table again: for
   * a statement that changes the table behind the fold's back (an erasure's UPDATE).
   */
  async flush(): Promise<void> {
    await this.write();
    this.rows.clear();
  }
}

/** Where a batch fold gets its rows of a table: by default fresh ones read in `tx` for this batch alone. */
export type RowsOf = (tx: SqlClient, table: string, key: string, blank: Row) => BatchRows;

export const batchRowsOf: RowsOf = (tx, table, key, blank) => new BatchRows(tx, table, key, blank);
