import type { HttpClient } from './http.js';
import { segment } from './path-segment.js';

/** How far a reader of the event log is behind what has been committed. */
export interface LogLag {
  /** Committed events of its types it has not processed, counted up to 10,000. */
  events: number;
  /** True when there are at least 10,000. */
  capped: boolean;
  /** Seconds since the oldest of them was recorded. */
  seconds: number;
  oldestRecordedAt: string | null;
  /** An open transaction on the database server keeps it from reading them. */
  heldBack: boolean;
}

export interface ProcessorHealth {
  id: string;
  status: 'active' | 'rebuilding' | 'paused' | 'starting';
  checkpoint: string;
  lag: LogLag;
  /** When an instance last polled it. */
  heartbeatAt: string | null;
  /** The last failure and when; the message only for admins and auditors. */
  lastError: { message?: string; at: string | null } | null;
  /** The event it is retrying now, before parking it after maxAttempts tries. */
  failing: { eventId: string; attempts: number; maxAttempts: number; since: string | null } | null;
  parkedEvents: number;
}

export interface LiveFeedHealth {
  cursor: string | null;
  lag: LogLag;
  heartbeatAt: string | null;
  lastError: { message?: string; at: string } | null;
}

/** The transaction pinning the server's oldest running transaction id: what holds readers back. */
export interface OldestTransaction {
  kind: 'session' | 'prepared';
  pid: number | null;
  database: string | null;
  user: string | null;
  applicationName: string | null;
  state: string | null;
  startedAt: string | null;
  ageSeconds: number | null;
  xidAge: number;
  gid: string | null;
}

/** A rebuild of read models running now (`npm run rebuild`), as its process last wrote it (every 2 s). */
export interface RunningRebuild {
  /** As `npm run rebuild -- --only` names them. */
  models: string[];
  phase: 'replaying' | 'indexing' | 'catching up' | 'swapping' | 'comparing';
  /** Events replayed so far, of `total` (which grows with what the shop appends meanwhile). */
  processed: number;
  total: number;
  startedAt: string;
  heartbeatAt: string;
}

/** GET /health: the instance, its database, and the event log's readers. */
export interface HealthReport {
  status: 'ok' | 'degraded';
  reasons: string[];
  engine: 'pglite' | 'postgres';
  migrations: { applied: string[]; pending: string[] };
  /** protection: whether database roles keep the shop from rewriting its log (docs/decisions.md#tamper-evidence). */
  eventLog: { position: string; protection: { roles: 'separate' | 'single' | 'embedded'; appRole: string | null; note: string | null } };
  processors: ProcessorHealth[];
  liveFeed: LiveFeedHealth;
  oldestTransaction: OldestTransaction | null;
  oldestTransactionNote: string | null;
  /** Null when no rebuild runs. */
  rebuild: RunningRebuild | null;
  checkedAt: string;
}

/** An event a processor gave up on after its bound of tries. */
export interface ParkedEvent {
  /** Its number in the dead-letter table. */
  id: string;
  processorId: string;
  eventId: string;
  globalPosition: string;
  streamId: string;
  eventType: string;
  error: string;
  attempts: number;
  firstFailedAt: string;
  lastFailedAt: string;
  status: 'parked' | 'resolved';
  /** The user id of the admin who last retried it. */
  retriedBy: string | null;
  retriedAt: string | null;
  resolvedAt: string | null;
}

export interface ParkedEventParams {
  /** Default parked. */
  status?: ParkedEvent['status'] | 'all';
  processor?: string;
  page?: number;
  limit?: number;
}

export interface ParkedEventList {
  parked: ParkedEvent[];
  pagination: { page: number; pages: number; total: number };
}

/** What operators read to trust the shop's machinery, and the one thing they do: retry a parked event. */
export function healthApi(http: HttpClient) {
  return {
    report: (signal?: AbortSignal) => http.get<HealthReport>('/health', { signal }),
    parkedEvents: ({ status, processor, page, limit }: ParkedEventParams = {}) => http.get<ParkedEventList>('/admin/parked-events', { query: { status, processor, page, limit } }),
    /** Runs it through its processor again: resolved, or still parked with the new error. */
    retryParkedEvent: (id: string) => http.post<ParkedEvent>(`/admin/parked-events/${segment(id)}/retry`),
  };
}

export type HealthApi = ReturnType<typeof healthApi>;
