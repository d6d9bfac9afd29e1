import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../database/database.js';
import { type OldestTransaction, oldestTransaction } from '../database/oldest-transaction.js';
import type { SqlClient } from '../database/sql-transaction.js';
import { LiveEventFeed } from '../event-store/live-event-feed.js';
import { lagBehind, type LogLag } from '../event-store/log-lag.js';
import { maxAttemptsOf } from '../event-store/processor.js';
import { ProcessorHost } from '../event-store/processor-host.js';
import { processorStates } from '../event-store/processor-states.js';
import { type RunningRebuild, runningRebuild } from '../event-store/rebuild/rebuild-beacon.js';
import { encodeCursor, LOG_START } from '../event-store/read-after-position.js';
import { reasonsFor } from './health-verdict.js';

export interface ProcessorReport {
  id: string;
  /** From its checkpoint row; "starting" before its first poll has made one. */
  status: 'active' | 'rebuilding' | 'paused' | 'starting';
  /** Its checkpoint, "transactionId:globalPosition". */
  checkpoint: string;
  lag: LogLag;
  /** When an instance last polled it (about once a second while idle). */
  heartbeatAt: Date | null;
  /** The last failure and when, kept after it recovers; `message` only for staff (see OperatorAccess). */
  lastError: { message?: string; at: Date | null } | null;
  /** The event it is retrying now, before parking it after `maxAttempts` tries. */
  failing: { eventId: string; attempts: number; maxAttempts: number; since: Date | null } | null;
  parkedEvents: number;
}

export interface LiveFeedReport {
  /** This instance's feed (each instance tails the log for its own sockets). */
  cursor: string | null;
  lag: LogLag;
  heartbeatAt: Date | null;
  lastError: { message?: string; at: Date } | null;
}

export interface ProcessingReport {
  checkedAt: Date;
  processors: ProcessorReport[];
  liveFeed: LiveFeedReport;
  /** The transaction that pins pg_snapshot_xmin on the server (null on the embedded database). */
  oldestTransaction: OldestTransaction | null;
  /** Why there is no oldest transaction to show, where that is the engine's nature. */
  oldestTransactionNote: string | null;
  /** A rebuild of read models running now (`npm run rebuild`, a process of its own), with its progress; null when none runs. */
  rebuild: RunningRebuild | null;
  /** Empty when all is well; otherwise what degrades the shop's health, one line each. */
  reasons: string[];
}

const EMBEDDED_NOTE =
  'The embedded database serves one connection at a time, so no other transaction can hold processors back: ' +
  'a long transaction delays every query instead (jhatpat_db_pool_waiting_requests in /api/metrics).';

// A report is read at most once a second however often health and metrics are asked (each read is a
// few queries per processor): well inside the target of reporting a processor held back within 5 s.
const REPORT_TTL_MS = 1000;

/** How the log's readers in this instance are doing: per processor and for the live feed. */
@Injectable()
export class ProcessingHealth {
  private readonly sql: SqlClient;
  private cached: { until: number; report: Promise<ProcessingReport> } | null = null;

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(ProcessorHost) private readonly host: ProcessorHost,
    @Inject(LiveEventFeed) private readonly feed: LiveEventFeed,
  ) {
    this.sql = database.sql;
  }

  report(): Promise<ProcessingReport> {
    const now = Date.now();
    if (this.cached && now < this.cached.until) return this.cached.report;
    const report = this.read();
    this.cached = { until: now + REPORT_TTL_MS, report };
    report.catch(() => (this.cached = null));
    return report;
  }

  private async read(): Promise<ProcessingReport> {
    const processors = this.host.registered();
    const feed = this.feed.state();
    const embedded = this.database.engine === 'pglite';
    const [states, holder, rebuild] = await Promise.all([
      processorStates(
        this.sql,
        processors.map((p) => p.id),
      ),
      embedded ? null : oldestTransaction(this.sql),
      runningRebuild(this.sql),
    ]);
    const lags = await lagBehind(this.sql, [
      ...processors.map((p) => ({ key: `processor:${p.id}`, cursor: states.get(p.id)?.cursor ?? LOG_START, eventTypes: p.eventTypes })),
      ...(feed.cursor ? [{ key: 'live-feed', cursor: feed.cursor }] : []),
    ]);
    const noLag: LogLag = { events: 0, capped: false, seconds: 0, oldestRecordedAt: null, heldBack: false };
    const report: Omit<ProcessingReport, 'reasons'> = {
      checkedAt: new Date(),
      processors: processors.map((processor): ProcessorReport => {
        const state = states.get(processor.id);
        return {
          id: processor.id,
          // Its live tables stay in use while the rebuild fills their replacement beside them.
          status: processor.readModel && rebuild?.models.includes(processor.readModel.name) ? 'rebuilding' : (state?.status ?? 'starting'),
          checkpoint: encodeCursor(state?.cursor ?? LOG_START),
          lag: lags.get(`processor:${processor.id}`) ?? noLag,
          heartbeatAt: state?.heartbeatAt ?? null,
          lastError: state?.lastError ?? null,
          failing: state?.failing ? { ...state.failing, maxAttempts: maxAttemptsOf(processor) } : null,
          parkedEvents: state?.parkedEvents ?? 0,
        };
      }),
      liveFeed: { cursor: feed.cursor && encodeCursor(feed.cursor), lag: lags.get('live-feed') ?? noLag, heartbeatAt: feed.heartbeatAt, lastError: feed.lastError },
      oldestTransaction: holder,
      oldestTransactionNote: embedded ? EMBEDDED_NOTE : null,
      rebuild,
    };
    return { ...report, reasons: reasonsFor(report) };
  }
}
