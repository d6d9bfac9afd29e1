import type { AuthenticatedUser } from './authenticated-user.js';

/**
 * What checking a login needs to know of accounts and their sessions. Identity owns both tables
 * (users, user_sessions) and provides this under SESSION_USERS; the platform may not import a context,
 * so it names what it needs here instead (docs/decisions.md#context-owned-data).
 */
export interface SessionUsers {
  /**
   * The user behind this session, read now (so logout, a demotion or a deletion count at once): null
   * when the session is not that user's, has ended or expired, or the user is gone.
   */
  userInSession(userId: string, sessionId: string): Promise<AuthenticatedUser | null>;
  /** Of these sessions, the ones no longer open: one question for every socket of an instance. */
  closedAmong(sessionIds: readonly string[]): Promise<Set<string>>;
  /** Drops the rows of sessions long over, which nothing checks any more. */
  forgetOldSessions(): Promise<void>;
}

export const SESSION_USERS = Symbol('SessionUsers');
