import type { SqlClient } from '../../database/sql-transaction.js';

export type RebuildPhase = 'replaying' | 'indexing' | 'catching up' | 'swapping' | 'comparing';

/** A rebuild in progress as /api/health shows it. */
export interface RunningRebuild {
  models: string[];
  phase: RebuildPhase;
  processed: number;
  total: number;
  startedAt: Date;
  heartbeatAt: Date;
}

/** How often the running rebuild writes its row, and how old a row may be before it counts as a killed rebuild's. */
const BEAT_MS = 2_000;
const STALE_SECONDS = 15;

/**
 * The running rebuild's row in es_rebuild_progress, for every instance's /api/health: written when the
 * rebuild starts, every couple of seconds while it runs (progress and a heartbeat: the latest figures,
 * not one write per batch), and deleted when it ends. A killed rebuild cannot delete it; its heartbeat
 * stops instead, and health ignores a row older than STALE_SECONDS.
 */
export class RebuildBeacon {
  private phase: RebuildPhase = 'replaying';
  private progress = { processed: 0, total: 0 };
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: SqlClient,
    private readonly models: readonly string[],
  ) {}

  async start(): Promise<void> {
    await this.db.query(
      `INSERT INTO es_rebuild_progress (models, phase, started_at, heartbeat_at) VALUES ($1::text[], $2, clock_timestamp(), clock_timestamp())
       ON CONFLICT (one) DO UPDATE SET models = EXCLUDED.models, phase = EXCLUDED.phase, processed = 0, total = 0,
         started_at = EXCLUDED.started_at, heartbeat_at = EXCLUDED.heartbeat_at`,
      [this.models, this.phase],
    );
    this.timer = setInterval(() => this.beat(), BEAT_MS);
    this.timer.unref();
  }

  enter(phase: RebuildPhase): void {
    this.phase = phase;
    this.beat();
  }

  report(progress: { processed: number; total: number }): void {
    this.progress = { ...progress };
  }

  async end(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.writing;
    await this.db.query(`DELETE FROM es_rebuild_progress`);
  }

  /** One write at a time; a failed write only costs this beat (the next one says the same and more). */
  private beat(): void {
    const { phase, progress } = this;
    this.writing = this.writing.then(() =>
      this.db
        .query(`UPDATE es_rebuild_progress SET phase = $1, processed = $2, total = $3, heartbeat_at = clock_timestamp()`, [phase, progress.processed, progress.total])
        .then(
          () => undefined,
          () => undefined,
        ),
    );
  }
}

/** The rebuild running now, if any (its row's heartbeat is fresh). */
export async function runningRebuild(db: SqlClient): Promise<RunningRebuild | null> {
  const [row]: { models: string[]; phase: RebuildPhase; processed: string; total: string; started_at: Date; heartbeat_at: Date }[] = await db.query(
    `SELECT models, phase, processed::text AS processed, total::text AS total, started_at, heartbeat_at FROM es_rebuild_progress
      WHERE heartbeat_at > clock_timestamp() - make_interval(secs => $1)`,
    [STALE_SECONDS],
  );
  if (!row) return null;
  return { models: row.models, phase: row.phase, processed: Number(row.processed), total: Number(row.total), startedAt: row.started_at, heartbeatAt: row.heartbeat_at };
}
