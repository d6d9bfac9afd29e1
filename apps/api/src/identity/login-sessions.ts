import { randomUUID } from 'node:crypto';
import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { isRole } from '@jhatpat/domain';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { SESSION_USERS, type SessionUsers } from '../platform/auth/session-users.js';
import { Sql, type SqlClient } from '../platform/database/sql-transaction.js';
import { SessionCache } from './session-cache.js';

/** Why a session ended, as user_sessions.ended_why keeps it. */
export type SessionEnd = 'logged out' | 'role changed';

/** Opens a session for a login; its id goes into the token as `sid`. */
export async function openSession(sql: SqlClient, userId: string, lifetimeSeconds: number): Promise<string> {
  const id = randomUUID();
  await sql.query(`INSERT INTO user_sessions (id, user_id, expires_at) VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3))`, [id, userId, lifetimeSeconds]);
  return id;
}

/** Ends one session; `cache` (this instance's) refuses it at once, other instances on its notice. */
export async function endSession(sql: SqlClient, cache: SessionCache, sessionId: string, why: SessionEnd): Promise<void> {
  cache.endingSession(sessionId);
  await sql.query(`UPDATE user_sessions SET ended_at = clock_timestamp(), ended_why = $2 WHERE id = $1 AND ended_at IS NULL`, [sessionId, why]);
}

/** Every open session of a user (a role change: the next request or socket must log in again). */
export async function endSessionsOf(sql: SqlClient, cache: SessionCache, userId: string, why: SessionEnd): Promise<void> {
  cache.changingUser(userId);
  await sql.query(`UPDATE user_sessions SET ended_at = clock_timestamp(), ended_why = $2 WHERE user_id = $1 AND ended_at IS NULL`, [userId, why]);
}

/**
 * Identity's answer to what auth asks of a login (platform/auth/session-users.ts): sessions and accounts
 * are identity's tables, so the guard, the metrics access and the sockets ask here instead of reading them.
 */
@Injectable()
export class LoginSessions implements SessionUsers {
  private readonly sql: SqlClient;

  constructor(
    @Inject(Sql) db: Sql,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {
    this.sql = db;
  }

  /** From this instance's SessionCache when it holds the session, else read (and remembered). */
  async userInSession(userId: string, sessionId: string): Promise<AuthenticatedUser | null> {
    const remembered = this.cache.userOf(userId, sessionId);
    if (remembered) return remembered;
    const epoch = this.cache.epochNow();
    const [row]: (AuthenticatedUser & { expires_ms: string })[] = await this.sql.query(
      `SELECT u.id, u.name, u.phone, u.role, (extract(epoch FROM s.expires_at) * 1000)::bigint::text AS expires_ms
         FROM user_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $2 AND u.id = $1 AND s.ended_at IS NULL AND s.expires_at > clock_timestamp()`,
      [userId, sessionId],
    );
    if (!row || !isRole(row.role)) return null;
    const user: AuthenticatedUser = { id: row.id, name: row.name, phone: row.phone, role: row.role };
    this.cache.remember(sessionId, user, Number(row.expires_ms), epoch);
    return user;
  }

  /** Ended, expired, or gone with their user. */
  async closedAmong(sessionIds: readonly string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows: { id: string }[] = await this.sql.query(
      `SELECT x.id::text AS id FROM unnest($1::uuid[]) AS x(id)
        WHERE NOT EXISTS (SELECT 1 FROM user_sessions s WHERE s.id = x.id AND s.ended_at IS NULL AND s.expires_at > clock_timestamp())`,
      [sessionIds],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Over a day past their end or expiry. */
  async forgetOldSessions(): Promise<void> {
    await this.sql.query(`DELETE FROM user_sessions WHERE coalesce(ended_at, expires_at) < clock_timestamp() - interval '1 day'`);
  }
}

/**
 * SESSION_USERS for every module: JwtGuard is built in each context's controllers, so what it needs is
 * global, as AuthModule is. The shop and the command-line tools load it beside AuthModule.
 */
@Global()
@Module({ providers: [SessionCache, { provide: SESSION_USERS, useClass: LoginSessions }], exports: [SESSION_USERS, SessionCache] })
export class LoginSessionsModule {}
