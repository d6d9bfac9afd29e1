import { Inject, Injectable, Module } from '@nestjs/common';
import type { Role } from '@jhatpat/domain';
import { Sql, type SqlClient } from '../platform/database/sql-transaction.js';
import { isObjectId } from '../platform/ids/object-id.js';

/** What another context may know of an account: who it is and what it may do. */
export interface DirectoryEntry {
  id: string;
  name: string;
  role: Role;
}

/**
 * Identity's public window onto its `users` table (issue 17 item 2): other contexts ask it instead of
 * reading the table, so identity alone decides how accounts are stored.
 */
@Injectable()
export class UserDirectory {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  /** The account with this id, or null for an unknown or malformed id. */
  async find(userId: string): Promise<DirectoryEntry | null> {
    if (!isObjectId(userId)) return null;
    const [user]: DirectoryEntry[] = await this.db.query(`SELECT id, name, role FROM users WHERE id = $1`, [userId]);
    return user ? { ...user, id: user.id.trim() } : null;
  }

  /**
   * A staff member's phone, for the customer whose order they carry (docs/decisions.md#rider-phone): read
   * from the account each time it is shown, never copied into an event or a read model, so a changed
   * number shows at once and a deleted account shows none.
   */
  async phoneOf(userId: string): Promise<string | null> {
    if (!isObjectId(userId)) return null;
    const [user]: { phone: string }[] = await this.db.query(`SELECT phone FROM users WHERE id = $1`, [userId]);
    return user?.phone ?? null;
  }

  /** How many admins the shop has: with none, the shop says at start how to make the first one. */
  async adminCount(): Promise<number> {
    const [{ admins }]: { admins: number }[] = await this.db.query(`SELECT count(*)::int AS admins FROM users WHERE role = 'admin'`);
    return admins;
  }

  /**
   * Holds the account's row until `tx` ends, so a context can serialise one user's changes even when it
   * has no row of its own to lock yet (the first address of an address book).
   */
  async holdAccount(tx: SqlClient, userId: string): Promise<void> {
    await tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  }
}

/**
 * The directory alone, for contexts (and the command-line tools) that need it without the rest of
 * identity (its controllers, login limits and demo-account seeding). IdentityModule re-exports it.
 */
@Module({ providers: [UserDirectory], exports: [UserDirectory] })
export class UserDirectoryModule {}
