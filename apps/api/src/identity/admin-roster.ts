import type { Role } from '@jhatpat/domain';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import { isObjectId } from '../platform/ids/object-id.js';
import { USER_COLUMNS, type UserRow } from './user.view.js';

export interface LockedUser {
  user: UserRow | null;
  /** How many admins there are, counted under lock: no concurrent change can alter it before commit. */
  admins: number;
}

/**
 * Locks every admin row (in id order, the same order for every caller, so two callers cannot
 * deadlock), then the target user. Two concurrent demotions of the last two admins serialise here:
 * the second re-reads the admins after the first commits and sees only one left.
 */
export async function lockUserAndAdmins(tx: SqlClient, userId: string): Promise<LockedUser> {
  const admins: { id: string }[] = await tx.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`);
  if (!isObjectId(userId)) return { user: null, admins: admins.length };
  const [user]: UserRow[] = await tx.query(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  return { user: user ?? null, admins: admins.length };
}

/** Whether a change would leave the shop with no admin at all. */
export function removesLastAdmin(locked: LockedUser, newRole: Role | null): boolean {
  return locked.user?.role === 'admin' && newRole !== 'admin' && locked.admins <= 1;
}
