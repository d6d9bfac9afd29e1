import type { SqlClient } from './sql-transaction.js';

/**
 * The transaction on the PostgreSQL server with the oldest transaction id still running: the one
 * that pins `pg_snapshot_xmin`, below which the log's readers stop (docs/decisions.md#event-store).
 * Only a transaction that has written (has an xid) pins it; a long read-only one does not, so it is
 * not looked for. A forgotten prepared transaction pins it too.
 */
export interface OldestTransaction {
  kind: 'session' | 'prepared';
  /** The server process; null for a prepared transaction, which no session holds. */
  pid: number | null;
  database: string | null;
  user: string | null;
  applicationName: string | null;
  /** "active", "idle in transaction", …; null when the shop's role may not see other users' sessions. */
  state: string | null;
  startedAt: Date | null;
  /** Seconds since it began; null when not visible (grant pg_read_all_stats to the shop's role). */
  ageSeconds: number | null;
  /** Transactions started on the server since it took its id. */
  xidAge: number;
  /** The prepared transaction's name. */
  gid: string | null;
}

export async function oldestTransaction(db: SqlClient): Promise<OldestTransaction | null> {
  const rows: OldestTransaction[] = await db.query(`
    SELECT kind, pid, database, "user", "applicationName", state, "startedAt",
           extract(epoch FROM clock_timestamp() - "startedAt")::float8 AS "ageSeconds", "xidAge", gid
      FROM (SELECT 'session' AS kind, pid, datname::text AS database, usename::text AS "user", application_name AS "applicationName",
                   state, xact_start AS "startedAt", age(backend_xid) AS "xidAge", NULL::text AS gid
              FROM pg_stat_activity
             WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid()
            UNION ALL
            SELECT 'prepared', NULL, database::text, owner::text, NULL, 'prepared', prepared, age(transaction), gid
              FROM pg_prepared_xacts) AS open
     ORDER BY "xidAge" DESC
     LIMIT 1`);
  return rows[0] ?? null;
}
