import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Sql, type SqlClient } from '../database/sql-transaction.js';
import { AppendNotifier } from './append-notifier.js';
import { BACKGROUND_WORK } from './background-work.js';

// After a commit the next mark waits this long at most, so a burst of commits costs one mark, not one
// each (at most four a second per instance under load, ~100 bytes each), while an auditor's "state at"
// a moment is at most this far behind what had committed by then.
const MARK_SPACING_MS = 250;
// The catch-all: commits of other instances, and transactions that were in flight at the last mark.
const TICK_MS = 1000;

// Rounded up to the millisecond, the precision of the moments auditors ask about (JavaScript dates,
// ISO strings): a mark stamped later than its snapshot still tells the truth, one stamped earlier not.
export const MARK_TIME = `date_trunc('milliseconds', clock_timestamp() + interval '999 microseconds')`;

/** What a reader saw at a moment: a snapshot of the committed transactions, taken no later than `markedAt`. */
export interface CommitMark {
  markedAt: Date;
  /** A pg_snapshot as text (xmin:xmax:xip,...). */
  snapshot: string;
}

/**
 * Writes a commit mark when the log holds an event that the last mark did not see (es_commit_marks,
 * docs/decisions.md#event-store). `?at=T` reads through the last mark at or before T: its snapshot was
 * taken before its clock was read, so every event it shows had committed by T, and what it shows is
 * exactly what a reader held then, across every stream (an order and its payments together).
 */
export async function markCommits(db: SqlClient): Promise<boolean> {
  const rows: unknown[] = await db.query(`
    WITH last AS (SELECT snapshot FROM es_commit_marks ORDER BY marked_at DESC LIMIT 1)
    INSERT INTO es_commit_marks (marked_at, snapshot)
    SELECT ${MARK_TIME}, pg_current_snapshot()
     WHERE EXISTS (SELECT 1 FROM es_events e, last
                    WHERE e.transaction_id >= pg_snapshot_xmin(last.snapshot)
                      AND NOT pg_visible_in_snapshot(e.transaction_id, last.snapshot))
        OR (NOT EXISTS (SELECT 1 FROM last) AND EXISTS (SELECT 1 FROM es_events))
    RETURNING 1`);
  return rows.length > 0;
}

/** The last mark at or before `at`; null when the log had nothing any reader could see by then. */
export async function commitMarkAt(db: SqlClient, at: Date): Promise<CommitMark | null> {
  const rows: { marked_at: Date | string; snapshot: string }[] = await db.query(
    `SELECT marked_at, snapshot::text AS snapshot FROM es_commit_marks WHERE marked_at <= $1 ORDER BY marked_at DESC LIMIT 1`,
    [at],
  );
  return rows.length === 0 ? null : { markedAt: new Date(rows[0].marked_at), snapshot: rows[0].snapshot };
}

/** Marks shortly after each commit in this process, and every second for the rest (the shop only, not the tools). */
@Injectable()
export class CommitClock implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('commit-clock');
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<void> | null = null;
  // The mark in flight, without the pause after it: what shutdown waits for.
  private marking: Promise<void> | null = null;
  private again = false;
  private stopping = false;

  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(AppendNotifier) private readonly notifier: AppendNotifier,
    @Inject(BACKGROUND_WORK) private readonly backgroundWork: boolean,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.backgroundWork) return;
    this.timer = setInterval(() => this.kick(), TICK_MS).unref();
    this.unsubscribe = this.notifier.subscribe(() => this.kick());
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    // Not the pause after it: the pause only spaces marks, and once stopping there is no next one.
    await this.marking;
  }

  /** One mark at a time; commits during one ask for one more after a pause. */
  private kick(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const marking = markCommits(this.db)
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn({ msg: 'commit mark failed; the next tick tries again', error: (error as Error).message }));
    this.marking = marking;
    this.running = marking
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, MARK_SPACING_MS).unref()))
      .finally(() => {
        this.running = null;
        this.marking = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }
}
