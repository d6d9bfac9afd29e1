import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { NoticeListener } from '../platform/database/notice-listener.js';
import { Sql } from '../platform/database/sql-transaction.js';

/** The channel identity's triggers notify when a session or its user changes (migration 1763985000000). */
export const SESSION_NOTICES = 'jhatpat_sessions';
/** A remembered session is read again after this long even if no notice came (a backstop, not the rule). */
export const SESSION_CACHE_TTL_MS = 30_000;
/** At most this many sessions remembered per instance; past it the oldest is forgotten. */
const MAX_SESSIONS = 20_000;
/** A change this instance is making stays uncached until its notice arrives, or this long (a rollback sends none). */
const PENDING_MS = 60_000;

interface Remembered {
  user: AuthenticatedUser;
  until: number;
}

/**
 * The users of open sessions, remembered between requests so the guard need not read them on every one
 * (issue 20; docs/decisions.md#session-cache). Correct across instances because PostgreSQL tells every
 * instance, after commit, of each change to a session or a user (a trigger's NOTIFY, heard on a
 * connection of its own): a notice forgets what it names. Nothing is remembered while that connection is
 * down (it may have missed notices), nor from a read that a notice overtook, nor past the session's
 * expiry, nor longer than SESSION_CACHE_TTL_MS. A change this instance makes itself (logout, a new role,
 * a deletion) also marks its session or user at once, so the next request here reads it fresh even
 * before the notice comes. PGlite is one session and one instance: nothing is remembered there.
 */
@Injectable()
export class SessionCache implements OnModuleDestroy {
  private readonly sessions = new Map<string, Remembered>();
  /** `s:<session id>` or `u:<user id>` being changed here, until their notice (or PENDING_MS). */
  private readonly pending = new Map<string, number>();
  private listener: NoticeListener | null = null;
  private listening = false;
  /** Moves on every notice and every change of listening, so a read that overlapped one is not kept. */
  private epoch = 0;

  constructor(@Inject(Sql) private readonly sql: Sql) {}

  /** The remembered user of this session, or undefined (read it, then `remember` with `epochNow()` from before). */
  userOf(userId: string, sessionId: string, now = Date.now()): AuthenticatedUser | undefined {
    this.startListening();
    if (!this.listening) return undefined;
    const remembered = this.sessions.get(sessionId);
    if (!remembered || remembered.user.id !== userId) return undefined;
    if (now >= remembered.until || this.isPending(`s:${sessionId}`, now) || this.isPending(`u:${userId}`, now)) {
      this.sessions.delete(sessionId);
      return undefined;
    }
    return remembered.user;
  }

  epochNow(): number {
    return this.epoch;
  }

  /** Keeps a session's user read at `epochBefore`, unless a notice came meanwhile or it is being changed. */
  remember(sessionId: string, user: AuthenticatedUser, sessionExpiresAt: number, epochBefore: number, now = Date.now()): void {
    if (!this.listening || epochBefore !== this.epoch || this.isPending(`s:${sessionId}`, now) || this.isPending(`u:${user.id}`, now)) return;
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value as string);
    this.sessions.set(sessionId, { user, until: Math.min(now + SESSION_CACHE_TTL_MS, sessionExpiresAt) });
  }

  /** This instance is ending a session: forget it now and keep it uncached until its notice. */
  endingSession(sessionId: string): void {
    this.pending.set(`s:${sessionId}`, Date.now() + PENDING_MS);
    this.sessions.delete(sessionId);
    this.epoch++;
  }

  /** This instance is changing or deleting a user (a new role, a new name, erasure): likewise for every session of theirs. */
  changingUser(userId: string): void {
    this.pending.set(`u:${userId}`, Date.now() + PENDING_MS);
    this.forgetUser(userId);
    this.epoch++;
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }

  private startListening(): void {
    if (this.listener || this.sql.singleSession) return;
    this.listener = new NoticeListener(this.sql.connectionSettings, SESSION_NOTICES, {
      notice: (payload) => this.heard(payload),
      listening: (on) => {
        this.listening = on;
        this.epoch++;
        if (!on) this.sessions.clear();
      },
    });
    this.listener.start();
  }

  /** `s:<session id>`, `u:<user id>`, or `*` (a table emptied). */
  private heard(payload: string): void {
    this.epoch++;
    this.pending.delete(payload);
    if (payload.startsWith('s:')) this.sessions.delete(payload.slice(2));
    else if (payload.startsWith('u:')) this.forgetUser(payload.slice(2));
    else this.sessions.clear();
  }

  private forgetUser(userId: string): void {
    for (const [sessionId, remembered] of this.sessions) if (remembered.user.id === userId) this.sessions.delete(sessionId);
  }

  private isPending(key: string, now: number): boolean {
    const until = this.pending.get(key);
    if (until === undefined) return false;
    if (now < until) return true;
    this.pending.delete(key);
    return false;
  }
}
