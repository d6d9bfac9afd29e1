import type { HealthReport, LogLag, ProcessorHealth } from '@jhatpat/api-client';

export type ReaderState = 'keeping up' | 'behind' | 'held back' | 'failing' | 'paused' | 'starting' | 'rebuilding';

/** One line of the panel's table: a processor, or this instance's live feed. */
export interface ReaderRow {
  name: string;
  state: ReaderState;
  behindEvents: string;
  behindTime: string;
  heartbeat: string;
  lastError: string;
  parked: number | null;
}

// The API's own limit (platform/health/health-verdict.ts): behind by more than this is "behind".
const LAG_LIMIT_SECONDS = 2;

/** "0.4 s", "12 s", "5 min", "3 h", "2 d": how long, at a glance. */
export function shortDuration(seconds: number): string {
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

/** "3 s ago" of a moment, against when the report was read (so a story reads the same any day). */
export function agoAt(moment: string | null | undefined, checkedAt: string): string {
  if (!moment) return '—';
  return `${shortDuration(Math.max(0, (Date.parse(checkedAt) - Date.parse(moment)) / 1000))} ago`;
}

function lagState(lag: LogLag): ReaderState {
  if (lag.seconds <= LAG_LIMIT_SECONDS) return 'keeping up';
  return lag.heldBack ? 'held back' : 'behind';
}

function processorState(p: ProcessorHealth): ReaderState {
  if (p.status === 'paused' || p.status === 'starting') return p.status;
  if (p.failing) return 'failing';
  const lag = lagState(p.lag);
  // A processor whose read model is being rebuilt keeps running on its live tables: lag still shows first.
  return p.status === 'rebuilding' && lag === 'keeping up' ? 'rebuilding' : lag;
}

/** The report's processors and live feed as the panel shows them. */
export function readerRows(report: HealthReport): ReaderRow[] {
  const lagCells = (lag: LogLag) => ({
    behindEvents: lag.events === 0 ? '0' : `${lag.capped ? '≥ ' : ''}${lag.events.toLocaleString('en-IN')}`,
    behindTime: lag.events === 0 ? '—' : shortDuration(lag.seconds),
  });
  const errorCell = (error: { message?: string; at: string | null } | null) =>
    error ? [error.message, agoAt(error.at, report.checkedAt)].filter(Boolean).join(' · ') : '—';
  const processors = report.processors.map(
    (p): ReaderRow => ({
      name: p.id,
      state: processorState(p),
      ...lagCells(p.lag),
      heartbeat: agoAt(p.heartbeatAt, report.checkedAt),
      lastError: errorCell(p.lastError),
      parked: p.parkedEvents,
    }),
  );
  const feed: ReaderRow = {
    name: 'live feed (this instance)',
    state: lagState(report.liveFeed.lag),
    ...lagCells(report.liveFeed.lag),
    heartbeat: agoAt(report.liveFeed.heartbeatAt, report.checkedAt),
    lastError: errorCell(report.liveFeed.lastError),
    parked: null,
  };
  return [...processors, feed];
}
