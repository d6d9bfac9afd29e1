import pg from 'pg';
import type { SqlClient } from '../database/sql-transaction.js';

/**
 * A SqlClient that sends nothing: each statement, its parameters written in as escaped literals, is
 * added to `closing`, which the transaction's owner sends in the same round trip as its COMMIT
 * (TransactionOptions.closing). For writes whose answer no one reads (a stream's state row, written
 * from the state the command decided): one round trip fewer per command (bench/README.md, issue 20).
 * A statement that fails there stops the COMMIT, and the transaction rolls back as if it had failed
 * in place.
 */
export function deferredTo(closing: string[]): SqlClient {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<T> {
      closing.push(text.replace(/\$(\d+)/g, (_, n: string) => literalOf(params[Number(n) - 1])));
      return [] as T;
    },
  };
}

/** A parameter as SQL text, as pg would send it for these columns (jsonb as JSON text, timestamps as ISO). */
function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`deferred write: ${value} is not a number SQL can hold`);
    return String(value);
  }
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  // pg sends arrays as PostgreSQL arrays and Buffers as bytea; no state row writes either, so none is guessed at.
  throw new Error(`deferred write: no literal for a parameter of type ${Object.prototype.toString.call(value)}`);
}
