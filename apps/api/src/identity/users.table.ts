import type { Role } from '@jhatpat/domain';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import { newObjectId } from '../platform/ids/object-id.js';
import { hashPassword } from './password-hasher.js';
import { USER_COLUMNS, type UserRow } from './user.view.js';

/** PostgreSQL's unique_violation: here, only the phone can collide. */
export const UNIQUE_VIOLATION = '23505';

export class PhoneTakenError extends Error {
  override name = 'PhoneTakenError';
}

export interface NewUser {
  name: string;
  phone: string;
  password: string;
  role: Role;
  /** False when the password is a random one nobody knows (a sign-up by OTP); true when absent. */
  passwordSet?: boolean;
}

/** Adds a user with an argon2id hash of the password; used by register and by the user:create CLI. */
export async function insertUser(db: SqlClient, user: NewUser): Promise<UserRow> {
  const passwordHash = await hashPassword(user.password);
  try {
    const rows: UserRow[] = await db.query(
      `INSERT INTO users (id, name, phone, password_hash, role, password_set) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${USER_COLUMNS}`,
      [newObjectId(), user.name, user.phone, passwordHash, user.role, user.passwordSet ?? true],
    );
    return rows[0];
  } catch (error) {
    if (isUniqueViolation(error)) throw new PhoneTakenError(`phone ${user.phone} is already registered`);
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  const { code, driverError } = error as { code?: string; driverError?: { code?: string } };
  return code === UNIQUE_VIOLATION || driverError?.code === UNIQUE_VIOLATION;
}
