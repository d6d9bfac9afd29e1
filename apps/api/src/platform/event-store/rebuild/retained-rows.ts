import type { SqlClient } from '../../database/sql-transaction.js';
import { BatchRows, type Row, type RowsOf } from '../batch-rows.js';

/**
 * A shadow table's rows kept in memory from one batch of the rebuild's first pass to the next: the
 * table starts empty and only the rebuild writes it, so a key neither held nor written out has no row,
 * and nothing needs reading. Rows are written out (and forgotten) only when more than `limit` are
 * held, and at the end of the pass: a row that a thousand batches touch is written once or twice
 * instead of a thousand times, and memory stays bounded by `limit` rows per table.
 */
export class RetainedRows extends BatchRows {
  /** Keys written out to the shadow table and no longer held: the only ones a later batch must read back. */
  private readonly writtenOut = new Set<string>();

  constructor(table: string, key: string, blank: Row, private readonly limit: number) {
    super(null as unknown as SqlClient, table, key, blank);
  }

  /** The transaction of the batch in hand: reading back and writing out happen in it. */
  within(tx: SqlClient): this {
    this.tx = tx;
    return this;
  }

  override async load(keys: Iterable<string>): Promise<void> {
    const readBack: string[] = [];
    for (const key of new Set(keys)) {
      if (this.rows.has(key)) continue;
      if (this.writtenOut.has(key)) readBack.push(key);
      else this.rows.set(key, null);
    }
    await this.read(readBack);
  }

  /** Called by the fold at the end of each batch: writes out only when too many rows are held. */
  override async write(): Promise<void> {
    if (this.rows.size > this.limit) await this.writeOut();
  }

  /** Writes every changed row to the shadow table and forgets what is held. */
  override async flush(): Promise<void> {
    await this.writeOut();
  }

  /** Writes every changed row to the shadow table and forgets what is held. */
  async writeOut(): Promise<void> {
    await super.write();
    for (const [key, row] of this.rows) if (row !== null) this.writtenOut.add(key);
    this.rows.clear();
  }
}

/** One RetainedRows per shadow table, handed to the projections' batch folds as their `rowsOf`. */
export class RetainedTables {
  private readonly tables = new Map<string, RetainedRows>();

  constructor(private readonly limit: number) {}

  readonly rowsOf: RowsOf = (tx, table, key, blank) => {
    let rows = this.tables.get(table);
    if (!rows) this.tables.set(table, (rows = new RetainedRows(table, key, blank, this.limit)));
    return rows.within(tx);
  };

  /** At the end of the first pass, in `tx`: every held row into its shadow table. */
  async writeOut(tx: SqlClient): Promise<void> {
    for (const rows of this.tables.values()) await rows.within(tx).writeOut();
  }
}
