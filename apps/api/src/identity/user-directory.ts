import { Inject, Injectable, Module } from '@nestjs/common';
import type { Role } from '@jhatpat/domain';
import { DataSource } from 'typeorm';
import type { SqlClient } from '../platform/database/sql-transaction.js';
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
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** The account with this id, or null for an unknown or malformed id. */
  async find(userId: string): Promise<DirectoryEntry | null> {
    if (!isObjectId(userId)) return null;
    const [user]: DirectoryEntry[] = await this.db.query(`SELECT id, name, role FROM users WHERE id = $1`, [userId]);
    return user ? { ...user, id: user.id.trim() } : null;
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
