import type { JwtService } from '@nestjs/jwt';
import { isRole, type Role } from '@jhatpat/domain';
import type { Namespace, Socket } from 'socket.io';
import type { AuthenticatedUser, TokenClaims } from '../auth/authenticated-user.js';
import { NOT_ALLOWED, NOT_LOGGED_IN, SESSION_INVALID } from '../auth/jwt.guard.js';
import type { SqlClient } from '../database/sql-transaction.js';
import { isObjectId } from '../ids/object-id.js';

export interface SocketAuthData {
  user: AuthenticatedUser;
}

/** The user a socket was admitted as (set by requireSocketUser). */
export const socketUser = (socket: Socket): AuthenticatedUser => (socket.data as SocketAuthData).user;

/**
 * Admits a handshake only with `auth: { token }` valid as JwtGuard checks it (pinned algorithm, issuer,
 * audience, expiry) whose user still exists with an allowed role, re-read from the database (ASVS 8.3.2).
 * A refused client gets connect_error with the same messages as the REST API; an admitted socket is
 * disconnected when its token expires.
 */
export function requireSocketUser(namespace: Namespace, jwt: JwtService, db: SqlClient, allowed?: readonly Role[]): void {
  namespace.use((socket, next) => {
    admit(socket, jwt, db, allowed).then(
      () => next(),
      (error: Error) => next(error),
    );
  });
}

async function admit(socket: Socket, jwt: JwtService, db: SqlClient, allowed?: readonly Role[]): Promise<void> {
  const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || token === '') throw new Error(NOT_LOGGED_IN);
  let claims: TokenClaims & { exp?: unknown };
  try {
    claims = await jwt.verifyAsync<TokenClaims & { exp?: unknown }>(token);
  } catch {
    throw new Error(SESSION_INVALID);
  }
  if (typeof claims.exp !== 'number' || !isObjectId(claims.sub)) throw new Error(SESSION_INVALID);
  const rows: AuthenticatedUser[] = await db.query(`SELECT id, name, phone, role FROM users WHERE id = $1`, [claims.sub]);
  const user = rows[0];
  if (!user || !isRole(user.role)) throw new Error(SESSION_INVALID);
  if (allowed?.length && !allowed.includes(user.role)) throw new Error(NOT_ALLOWED);
  (socket.data as SocketAuthData).user = user;
  const expiresInMs = claims.exp * 1000 - Date.now();
  // setTimeout holds 32-bit delays only; longer tokens are simply not cut early.
  if (expiresInMs < 2 ** 31 - 1) {
    const timer = setTimeout(() => socket.disconnect(true), Math.max(0, expiresInMs));
    timer.unref();
    socket.once('disconnect', () => clearTimeout(timer));
  }
}
