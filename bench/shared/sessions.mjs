import { randomUUID } from 'node:crypto';

/**
 * Open sessions for users a bench writes straight into the database (they never log in, and a login
 * opens one session each): one statement; the ids go into their tokens as `sid`, as login's do.
 */
export async function openSessions(db, userIds, lifetimeSeconds = 7200) {
  const sessionIds = userIds.map(() => randomUUID());
  await db.query(
    `INSERT INTO user_sessions (id, user_id, expires_at)
     SELECT sid::uuid, uid, now() + make_interval(secs => $3) FROM unnest($1::text[], $2::text[]) AS s(uid, sid)`,
    [userIds, sessionIds, lifetimeSeconds],
  );
  return sessionIds;
}
