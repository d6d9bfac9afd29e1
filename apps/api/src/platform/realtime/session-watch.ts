import type { Socket } from 'socket.io';
import type { SessionUsers } from '../auth/session-users.js';

/** How often an instance asks whether its sockets' sessions are still open: "closed within a second or two". */
const CHECK_EVERY_MS = 1_000;
// Old session rows are cleared now and then by whichever instance gets there.
const FORGET_EVERY_MS = 60 * 60_000;

export const SESSION_ENDED_EVENT = 'session-ended';

/**
 * Ends a socket whose session ended elsewhere (logout, a role change, a deleted user, on any instance):
 * one query a second for all of this instance's sockets, and none while it has none. The socket is told
 * why (`session-ended`) and disconnected; reconnecting with the same token is refused.
 */
export class SessionWatch {
  private readonly sockets = new Map<string, Set<Socket>>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;
  private lastForget = 0;

  constructor(private readonly sessions: SessionUsers) {}

  watch(socket: Socket, sessionId: string): void {
    const sockets = this.sockets.get(sessionId) ?? new Set<Socket>();
    sockets.add(socket);
    this.sockets.set(sessionId, sockets);
    socket.once('disconnect', () => this.forget(socket, sessionId));
    this.timer ??= setInterval(() => void this.check(), CHECK_EVERY_MS).unref();
  }

  private forget(socket: Socket, sessionId: string): void {
    const sockets = this.sockets.get(sessionId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.sockets.delete(sessionId);
    if (this.sockets.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const closed = await this.sessions.closedAmong([...this.sockets.keys()]);
      for (const sessionId of closed) {
        for (const socket of this.sockets.get(sessionId) ?? []) {
          socket.emit(SESSION_ENDED_EVENT, { msg: 'Your session has ended. Please log in again.' });
          socket.disconnect(true);
        }
      }
      if (Date.now() - this.lastForget > FORGET_EVERY_MS) {
        this.lastForget = Date.now();
        await this.sessions.forgetOldSessions();
      }
    } catch {
      // The database is away: the sockets stay until the next check can tell (health reports the outage).
    } finally {
      this.checking = false;
    }
  }
}

// One watch per app (its SessionUsers), shared by every namespace of the process.
const watches = new WeakMap<object, SessionWatch>();

export function sessionWatchFor(sessions: SessionUsers): SessionWatch {
  let watch = watches.get(sessions);
  if (!watch) {
    watch = new SessionWatch(sessions);
    watches.set(sessions, watch);
  }
  return watch;
}
