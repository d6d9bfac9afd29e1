import pg from 'pg';
import type { QueryRunner } from 'typeorm';

/**
 * How well the event log is guarded against the shop's own connection (docs/decisions.md#tamper-evidence):
 * 'separate': migrations ran as DATABASE_OWNER_URL's role and the shop's role may only read and append
 * to the log; 'single': the shop connects as a role that may rewrite it (no DATABASE_OWNER_URL, the
 * same role in both, or a superuser), so tamper evidence rests on the hash chain alone; 'embedded':
 * PGlite, one process's database, which has no roles to speak of.
 */
export interface LogProtection {
  roles: 'separate' | 'single' | 'embedded';
  /** The role the shop connects as (PostgreSQL). */
  appRole: string | null;
  note: string | null;
}

/**
 * Tables written only by appending: the app role may SELECT and INSERT, nothing else. The commit marks
 * belong here (a rewritten mark would rewrite what `?at=` says readers saw).
 */
export const APPEND_ONLY_TABLES = ['es_events', 'es_commit_marks'] as const;

/**
 * Run by the owner after migrating, on every start (each statement is idempotent), in one transaction
 * so the app role never sees a moment with more than it should have. Read models get full DML, now and
 * for tables the owner creates later (a rebuild's shadow tables); the log gets SELECT and INSERT.
 * es_streams gets SELECT, INSERT and UPDATE of the columns an append moves (version, head_hash,
 * updated_at): each append inserts or bumps its stream's row, but nothing may delete a stream or
 * change its id or type.
 */
export async function grantAppRole(owner: QueryRunner, appRole: string): Promise<void> {
  const role = pg.escapeIdentifier(appRole);
  const [{ schema }]: { schema: string }[] = await owner.query(`SELECT current_schema() AS schema`);
  const inSchema = pg.escapeIdentifier(schema);
  const statements = [
    `GRANT USAGE ON SCHEMA ${inSchema} TO ${role}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${inSchema} TO ${role}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${inSchema} TO ${role}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${inSchema} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${inSchema} GRANT USAGE, SELECT ON SEQUENCES TO ${role}`,
    // Revoking the table-level UPDATE also drops column grants, so the column grant comes after it.
    ...[...APPEND_ONLY_TABLES, 'es_streams'].map((table) => `REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON ${table} FROM ${role}, PUBLIC`),
    `GRANT SELECT, INSERT ON ${APPEND_ONLY_TABLES.join(', ')}, es_streams TO ${role}`,
    `GRANT UPDATE (version, head_hash, updated_at) ON es_streams TO ${role}`,
    // Which migrations ran is the owner's record; the shop only reads it.
    `REVOKE INSERT, UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON schema_migrations FROM ${role}, PUBLIC`,
  ];
  await owner.startTransaction();
  try {
    for (const statement of statements) await owner.query(statement);
    await owner.commitTransaction();
  } catch (error) {
    await owner.rollbackTransaction();
    throw error;
  }
}

/** Who a connection is, as the grants need it. */
export async function whoIs(query: (sql: string) => Promise<unknown[]>): Promise<{ role: string; superuser: boolean }> {
  const [row] = (await query(`SELECT current_user AS role, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`)) as { role: string; superuser: boolean }[];
  return row;
}
