import type { JwtService } from '@nestjs/jwt';
import type { Role } from '@jhatpat/domain';
import type { Namespace, Socket } from 'socket.io';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { NOT_ALLOWED, sessionOfToken } from '../auth/session-of-token.js';
import type { SessionUsers } from '../auth/session-users.js';
import { sessionWatchFor } from './session-watch.js';

export interface SocketAuthData {
  user: AuthenticatedUser;
}

/** The user a socket was admitted as (set by requireSocketUser). */
export const socketUser = (socket: Socket): AuthenticatedUser => (socket.data as SocketAuthData).user;

/**
 * Admits a handshake only with `auth: { token }` that is a session (sessionOfToken, as JwtGuard checks
 * it) of a user with an allowed role.
 * A refused client gets connect_error with the same messages as the REST API; an admitted socket is
 * disconnected when its token expires or its session ends (SessionWatch).
 */
export function requireSocketUser(namespace: Namespace, jwt: JwtService, sessions: SessionUsers, allowed?: readonly Role[]): void {
  namespace.use((socket, next) => {
    admit(socket, jwt, sessions, allowed).then(
      () => next(),
      (error: Error) => next(error),
    );
  });
}

async function admit(socket: Socket, jwt: JwtService, sessions: SessionUsers, allowed?: readonly Role[]): Promise<void> {
  // A refused session's message reaches the client as its connect_error, as the REST API words it.
  const { user, sessionId, expiresAt } = await sessionOfToken(jwt, sessions, (socket.handshake.auth as { token?: unknown } | undefined)?.token);
  if (allowed?.length && !allowed.includes(user.role)) throw new Error(NOT_ALLOWED);
  (socket.data as SocketAuthData).user = user;
  // Logout, a role change or deletion on any instance closes it within a second or two.
  sessionWatchFor(sessions).watch(socket, sessionId);
  const expiresInMs = expiresAt - Date.now();
  // setTimeout holds 32-bit delays only; longer tokens are simply not cut early.
  if (expiresInMs < 2 ** 31 - 1) {
    const timer = setTimeout(() => socket.disconnect(true), Math.max(0, expiresInMs));
    timer.unref();
    socket.once('disconnect', () => clearTimeout(timer));
  }
}
