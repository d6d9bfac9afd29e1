import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';
import { type PreparedStatement, prepared, queryPrepared } from '../database/batch-statement.js';
import type { SqlClient } from '../database/sql-transaction.js';
import { IDEMPOTENCY_LOCK_SPACE, type LockKey } from './lock-keys.js';

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

/** What the key's lock is taken on: the scope and key, so one client's key never serialises another scope's requests. */
const idempotencyLockKey = ({ scope, key }: Idempotency): string => JSON.stringify([scope, key]);

/** The lock that serialises the requests of one key: taken before the streams' locks, in every transaction alike (lock-keys.ts). */
export const idempotencyLock = (idempotency: Idempotency): LockKey => ({ key: idempotencyLockKey(idempotency), space: IDEMPOTENCY_LOCK_SPACE });

/** The first answer given for this key, or null; throws when the key came with another payload. */
export async function findIdempotentResponse<R>(tx: SqlClient, idempotency: Idempotency): Promise<R | null> {
  return idempotentResponseOf<R>(await queryPrepared(tx, idempotentResponseStatement(idempotency)), idempotency);
}

/** The lookup as a prepared statement, so it can ride along with BEGIN and the key's lock (batch-statement.ts). */
export function idempotentResponseStatement({ scope, key }: Idempotency): PreparedStatement {
  return prepared(`SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2`, [scope, key]);
}

/** What the lookup's rows mean: the first answer, null for a new key, or the key reused for another request. */
export function idempotentResponseOf<R>(rows: readonly unknown[], idempotency: Idempotency): R | null {
  const [row] = rows as { request_hash: string; response: R }[];
  if (!row) return null;
  if (row.request_hash !== idempotency.requestHash) throw new IdempotencyKeyReusedError();
  return row.response;
}

/** The answer recorded under its key, as a prepared statement: it can go with the COMMIT (batch-statement.ts). */
export function rememberStatement({ scope, key, requestHash }: Idempotency, response: unknown): PreparedStatement {
  return prepared(`INSERT INTO idempotency_keys (scope, key, request_hash, response) VALUES ($1, $2, $3, $4::jsonb)`, [scope, key, requestHash, JSON.stringify(response ?? null)]);
}
