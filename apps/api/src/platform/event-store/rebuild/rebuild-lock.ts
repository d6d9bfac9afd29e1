import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { pgPoolOf } from '../../database/sql-transaction.js';

export class RebuildAlreadyRunningError extends Error {
  override name = 'RebuildAlreadyRunningError';
  constructor() {
    super('another rebuild is running on this database: wait for it to finish (its shadow tables are its own), then run this one again');
  }
}

const REBUILD_LOCK = `hashtextextended('jhatpat:rebuild', 0)`;
// Pools with a rebuild running in this process: PGlite's single session would grant the advisory lock
// to a second rebuild in the same process (session locks are re-entrant), and no other process can
// open its data directory at all.
const running = new WeakSet<pg.Pool>();

/**
 * Runs `work` as the only rebuild on the database. On PostgreSQL a session advisory lock, held on a
 * connection of its own for the whole rebuild, refuses a rebuild in another process; it is released
 * when that connection ends, so a rebuild killed midway leaves no lock behind.
 */
export async function asTheOnlyRebuild<T>(db: DataSource, work: () => Promise<T>): Promise<T> {
  const pool = pgPoolOf(db);
  if (running.has(pool)) throw new RebuildAlreadyRunningError();
  running.add(pool);
  // A pool of one connection is PGlite's single session: holding it would stop the rebuild's own work.
  const holder = pool.options.max === 1 ? null : await pool.connect();
  try {
    if (holder) {
      const [{ locked }] = (await holder.query(`SELECT pg_try_advisory_lock(${REBUILD_LOCK}) AS locked`)).rows as { locked: boolean }[];
      if (!locked) throw new RebuildAlreadyRunningError();
    }
    try {
      return await work();
    } finally {
      if (holder) await holder.query(`SELECT pg_advisory_unlock(${REBUILD_LOCK})`);
    }
  } finally {
    holder?.release();
    running.delete(pool);
  }
}
