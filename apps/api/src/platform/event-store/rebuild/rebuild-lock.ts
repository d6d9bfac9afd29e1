import type { Sql } from '../../database/sql-transaction.js';

export class RebuildAlreadyRunningError extends Error {
  override name = 'RebuildAlreadyRunningError';
  constructor() {
    super('another rebuild is running on this database: wait for it to finish (its shadow tables are its own), then run this one again');
  }
}

const REBUILD_LOCK = `hashtextextended('jhatpat:rebuild', 0)`;
// Databases with a rebuild running in this process: PGlite's single session would grant the advisory
// lock to a second rebuild in the same process (session locks are re-entrant), and no other process can
// open its data directory at all.
const running = new WeakSet<Sql>();

/**
 * Runs `work` as the only rebuild on the database. On PostgreSQL a session advisory lock, held on a
 * connection of its own for the whole rebuild, refuses a rebuild in another process; it is released
 * when that connection ends, so a rebuild killed midway leaves no lock behind.
 */
export async function asTheOnlyRebuild<T>(db: Sql, work: () => Promise<T>): Promise<T> {
  if (running.has(db)) throw new RebuildAlreadyRunningError();
  running.add(db);
  try {
    // PGlite's single session: holding its one connection would stop the rebuild's own work.
    if (db.singleSession) return await work();
    return await db.held(async (holder) => {
      const [{ locked }]: { locked: boolean }[] = await holder.query(`SELECT pg_try_advisory_lock(${REBUILD_LOCK}) AS locked`);
      if (!locked) throw new RebuildAlreadyRunningError();
      try {
        return await work();
      } finally {
        await holder.query(`SELECT pg_advisory_unlock(${REBUILD_LOCK})`);
      }
    });
  } finally {
    running.delete(db);
  }
}
