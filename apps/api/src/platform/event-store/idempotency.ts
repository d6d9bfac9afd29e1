import { createHash } from 'node:crypto';
import type { SqlClient } from '../database/sql-transaction.js';

/** The same key with another payload: the client reused a key by mistake. HTTP 422. */
export class IdempotencyKeyReusedError extends Error {
  override name = 'IdempotencyKeyReusedError';

  constructor() {
    super('This Idempotency-Key was already used for a different request. Use a new key for a new request.');
  }
}

export interface Idempotency {
  /** Whose key it is, e.g. "place-order:<userId>": keys of different users never collide. */
  scope: string;
  key: string;
  /** A hash of everything that makes the request what it is (see hashRequest). */
  requestHash: string;
}

/** A stable hash of a request body: key order does not matter, values do. */
export function hashRequest(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Serialises the requests of one key; taken before the stream lock, in every transaction alike. */
export async function lockIdempotencyKey(tx: SqlClient, { scope, key }: Idempotency): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 1))`, [JSON.stringify([scope, key])]);
}

/** The first answer given for this key, or null; throws when the key came with another payload. */
export async function findIdempotentResponse<R>(tx: SqlClient, idempotency: Idempotency): Promise<R | null> {
  const rows: { request_hash: string; response: R }[] = await tx.query(
    `SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2`,
    [idempotency.scope, idempotency.key],
  );
  if (rows.length === 0) return null;
  if (rows[0].request_hash !== idempotency.requestHash) throw new IdempotencyKeyReusedError();
  return rows[0].response;
}

export async function rememberIdempotentResponse(tx: SqlClient, idempotency: Idempotency, response: unknown): Promise<void> {
  await tx.query(`INSERT INTO idempotency_keys (scope, key, request_hash, response) VALUES ($1, $2, $3, $4::jsonb)`, [
    idempotency.scope,
    idempotency.key,
    idempotency.requestHash,
    JSON.stringify(response ?? null),
  ]);
}
