import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../database/sql-transaction.js';

/** Why a session ended, as user_sessions.ended_why keeps it. */
export type SessionEnd = 'logged out' | 'role changed';

/** Opens a session for a login; its id goes into the token as `sid`. */
export async function openSession(sql: SqlClient, userId: string, lifetimeSeconds: number): Promise<string> {
  const id = randomUUID();
  await sql.query(`INSERT INTO user_sessions (id, user_id, expires_at) VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3))`, [id, userId, lifetimeSeconds]);
  return id;
}

export async function endSession(sql: SqlClient, sessionId: string, why: SessionEnd): Promise<void> {
  await sql.query(`UPDATE user_sessions SET ended_at = clock_timestamp(), ended_why = $2 WHERE id = $1 AND ended_at IS NULL`, [sessionId, why]);
}

/** Every open session of a user (a role change: the next request or socket must log in again). */
export async function endSessionsOf(sql: SqlClient, userId: string, why: SessionEnd): Promise<void> {
  await sql.query(`UPDATE user_sessions SET ended_at = clock_timestamp(), ended_why = $2 WHERE user_id = $1 AND ended_at IS NULL`, [userId, why]);
}

/** Of these sessions, the ones no longer open (ended, expired, or gone with their user): one query for every socket of an instance. */
export async function closedAmong(sql: SqlClient, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows: { id: string }[] = await sql.query(
    `SELECT x.id::text AS id FROM unnest($1::uuid[]) AS x(id)
      WHERE NOT EXISTS (SELECT 1 FROM user_sessions s WHERE s.id = x.id AND s.ended_at IS NULL AND s.expires_at > clock_timestamp())`,
    [sessionIds],
  );
  return new Set(rows.map((row) => row.id));
}

/** Rows of sessions over a day past their end or expiry: nothing checks them any more. */
export async function forgetOldSessions(sql: SqlClient): Promise<void> {
  await sql.query(`DELETE FROM user_sessions WHERE coalesce(ended_at, expires_at) < clock_timestamp() - interval '1 day'`);
}
