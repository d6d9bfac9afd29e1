import type { Schemas } from './contract/schemas.js';
import type { HttpClient } from './http.js';
import { segment } from './path-segment.js';

/** How far a reader of the event log is behind what has been committed. */
export type LogLag = Schemas['LagView'];

export type ProcessorHealth = Schemas['ProcessorView'];

export type LiveFeedHealth = Schemas['LiveFeedView'];

/** The transaction pinning the server's oldest running transaction id: what holds readers back. */
export type OldestTransaction = Schemas['OldestTransactionView'];

/** A rebuild of read models running now (`npm run rebuild`), as its process last wrote it (every 2 s). */
export type RunningRebuild = Schemas['RebuildView'];

/** GET /health: the instance, its database, and the event log's readers. */
export type HealthReport = Schemas['HealthReport'];

/** An event a processor gave up on after its bound of tries. */
export type ParkedEvent = Schemas['ParkedEventView'];

export type ParkedEventList = Schemas['ParkedEventList'];

export interface ParkedEventParams {
  /** Default parked. */
  status?: ParkedEvent['status'] | 'all';
  processor?: string;
  page?: number;
  limit?: number;
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
