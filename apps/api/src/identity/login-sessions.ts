import { randomUUID } from 'node:crypto';
import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { isRole } from '@jhatpat/domain';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { SESSION_USERS, type SessionUsers } from '../platform/auth/session-users.js';
import { Sql, type SqlClient } from '../platform/database/sql-transaction.js';

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

/**
 * Identity's answer to what auth asks of a login (platform/auth/session-users.ts): sessions and accounts
 * are identity's tables, so the guard, the metrics access and the sockets ask here instead of reading them.
 */
@Injectable()
export class LoginSessions implements SessionUsers {
  private readonly sql: SqlClient;

  constructor(@Inject(Sql) db: Sql) {
    this.sql = db;
  }

  async userInSession(userId: string, sessionId: string): Promise<AuthenticatedUser | null> {
    const [user]: AuthenticatedUser[] = await this.sql.query(
      `SELECT u.id, u.name, u.phone, u.role FROM user_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $2 AND u.id = $1 AND s.ended_at IS NULL AND s.expires_at > clock_timestamp()`,
      [userId, sessionId],
    );
    return user && isRole(user.role) ? user : null;
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
@Module({ providers: [{ provide: SESSION_USERS, useClass: LoginSessions }], exports: [SESSION_USERS] })
export class LoginSessionsModule {}
