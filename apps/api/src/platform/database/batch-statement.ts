import { createHash } from 'node:crypto';
import type { SqlClient } from './sql-transaction.js';

/**
 * A statement with parameters in a batch sent as one simple-protocol query (a transaction's opening or
 * closing, `queryMany`). It goes as `EXECUTE` of a statement the connection prepared once (with a
 * `PREPARE` in the same batch the first time): written in as literals, a statement is parsed and
 * planned by PostgreSQL every time, 40–70 µs of its CPU for a state row's read or write, and node-postgres's
 * own named statements (the extended protocol) cost Node more per call (bench/README.md, issue 20).
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
  readonly params: readonly unknown[];
  /** The parameters as SQL literals, for EXECUTE. */
  readonly args: readonly string[];
}

/** What a batch holds: a statement without parameters, or one to execute prepared. */
export type BatchStatement = string | PreparedStatement;

const names = new Map<string, string>();

/**
 * `text` with `$1…` placeholders and its parameters: strings, numbers, booleans, dates, null, Buffers
 * (bytea) or arrays of strings. Each is written as a literal now, so one that has none throws here, where it was given.
 */
export function prepared(text: string, params: readonly unknown[]): PreparedStatement {
  let name = names.get(text);
  if (name === undefined) {
    // jx_, not node-postgres's jp_ names (sql-transaction.ts): both live in the connection's one namespace.
    name = `jx_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return { name, text, params, args: params.map(sqlLiteral) };
}

/** `prepared`, or null where a parameter has no literal form (sqlLiteral): for a caller with another way to send it. */
export function preparedIfLiteral(text: string, params: readonly unknown[]): PreparedStatement | null {
  try {
    return prepared(text, params);
  } catch {
    return null;
  }
}

/** The text a prepared statement's name stands for: a batch's `EXECUTE jx_…` read back (a spec of what a command sends). */
export function preparedText(name: string): string | undefined {
  for (const [text, known] of names) if (known === name) return text;
  return undefined;
}

/**
 * The statement on its own, through `db`'s own way with parameters (node-postgres's named statement):
 * for a caller that has no batch to send it in.
 */
export function queryPrepared<T = unknown[]>(db: SqlClient, statement: PreparedStatement): Promise<T> {
  return db.query<T>(statement.text, [...statement.params]);
}

/** A batch as one simple-protocol query, given the names this connection has prepared already. */
export interface Batch {
  text: string;
  /** For each statement given, the index of its result among the batch's results (PREPAREs have theirs too). */
  resultOf: number[];
  /** Names the batch prepares: the connection has them once it succeeds. */
  preparing: string[];
}

export function batchOf(statements: readonly BatchStatement[], preparedOnConnection: ReadonlySet<string>): Batch {
  const sent: string[] = [];
  const resultOf: number[] = [];
  const preparing: string[] = [];
  for (const statement of statements) {
    if (typeof statement !== 'string') {
      if (!preparedOnConnection.has(statement.name) && !preparing.includes(statement.name)) {
        sent.push(`PREPARE ${statement.name} AS ${statement.text}`);
        preparing.push(statement.name);
      }
      sent.push(statement.args.length > 0 ? `EXECUTE ${statement.name}(${statement.args.join(', ')})` : `EXECUTE ${statement.name}`);
    } else {
      sent.push(statement);
    }
    resultOf.push(sent.length - 1);
  }
  // A line each: a statement's trailing `--` comment must not swallow the next.
  return { text: sent.join(';\n'), resultOf, preparing };
}

/** A parameter as SQL text, as pg would send it for these columns (jsonb as JSON text, timestamps as ISO). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${value} is not a number SQL can hold`);
    return String(value);
  }
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return quoted(value);
  if (value instanceof Date) return quoted(value.toISOString());
  // bytea in hex, as pg sends a Buffer: an event's hashes, written with the COMMIT (docs/decisions.md#event-with-commit).
  if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'::bytea`;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return `ARRAY[${value.map(quoted).join(', ')}]::text[]`;
  // pg sends other arrays as PostgreSQL arrays; none is written this way, so none is guessed at.
  throw new Error(`no literal for a parameter of type ${Object.prototype.toString.call(value)}`);
}

/**
 * A string literal exactly as pg.escapeLiteral writes it (quotes doubled; where the text holds a
 * backslash, an E'' string with each backslash doubled), in two passes over the text: pg's adds one
 * character at a time, and a placed order's event and rows carry kilobytes of JSON (garbage collection
 * was a tenth of a hot order's API CPU, bench/README.md, issue 20).
 */
export function quoted(text: string): string {
  const body = text.replaceAll("'", "''");
  return text.includes('\\') ? ` E'${body.replaceAll('\\', '\\\\')}'` : `'${body}'`;
}
