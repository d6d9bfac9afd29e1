import { type BatchStatement, prepared, preparedIfLiteral } from '../database/batch-statement.js';
import type { SqlClient } from '../database/sql-transaction.js';

/**
 * A SqlClient that sends nothing: each statement, with its parameters, is added to `closing`, which the
 * transaction's owner sends in the same round trip as its COMMIT (TransactionOptions.closing), as
 * EXECUTE of a statement the connection prepared once (batch-statement.ts). For writes whose answer no
 * one reads (a stream's state row, written from the state the command decided): one round trip fewer
 * per command (bench/README.md, issue 20). A statement that fails there stops the COMMIT, and the
 * transaction rolls back as if it had failed in place. Parameters must be strings, numbers, booleans,
 * dates, null (jsonb as JSON text), Buffers (bytea) or arrays of strings: a statement with another is
 * refused when it is written.
 */
export function deferredTo(closing: BatchStatement[]): SqlClient {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<T> {
      closing.push(prepared(text, params));
      return [] as T;
    },
  };
}

/**
 * A SqlClient for a read model's writes whose answer it never reads (InlineProjection.apply's `writes`):
 * each is left for `tx` to send before its next statement (SqlClient.later), so an event's read models
 * cost the round trips of their reads only. Where `tx` cannot (not a transaction), or a parameter has no
 * literal form (deferredTo's rule), the write is sent at once, as before.
 */
export function writesBehind(tx: SqlClient): SqlClient {
  if (!tx.later) return tx;
  const later = tx.later.bind(tx);
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<T> {
      const statement = params.length > 0 ? preparedIfLiteral(text, params) : null;
      if (statement === null) return tx.query<T>(text, params);
      later(statement);
      return [] as T;
    },
  };
}
