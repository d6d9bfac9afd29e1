import type { OldestTransaction } from '../database/oldest-transaction.js';
import type { LogLag } from '../event-store/log-lag.js';
import type { ProcessingReport } from './processing-health.js';

/** A reader further behind than this degrades health: a push or a settlement that late is felt. */
export const LAG_LIMIT_SECONDS = 2;
/** A processor no instance has polled for this long is stuck (a hung handler) or has no instance running it. */
export const HEARTBEAT_LIMIT_SECONDS = 30;

/** What degrades health, one line each (empty: all is well). Free text (error messages) stays out. */
export function reasonsFor(report: Omit<ProcessingReport, 'reasons'>): string[] {
  const reasons: string[] = [];
  const now = report.checkedAt.getTime();
  for (const processor of report.processors) {
    if (processor.lag.seconds > LAG_LIMIT_SECONDS) {
      const failing = processor.failing ? `, failing on event ${processor.failing.eventId} (try ${processor.failing.attempts} of ${processor.failing.maxAttempts})` : '';
      reasons.push(`processor ${processor.id} is ${behind(processor.lag)}${heldBackBy(processor.lag, report.oldestTransaction)}${failing}`);
    }
    if (processor.parkedEvents > 0) reasons.push(`processor ${processor.id} has ${processor.parkedEvents} parked event${processor.parkedEvents === 1 ? '' : 's'}`);
    const silent = processor.heartbeatAt && (now - processor.heartbeatAt.getTime()) / 1000;
    if (processor.status === 'active' && silent && silent > HEARTBEAT_LIMIT_SECONDS) reasons.push(`processor ${processor.id} has not been polled for ${Math.round(silent)} s`);
  }
  if (report.liveFeed.lag.seconds > LAG_LIMIT_SECONDS) reasons.push(`the live feed is ${behind(report.liveFeed.lag)}${heldBackBy(report.liveFeed.lag, report.oldestTransaction)}`);
  const feedSilent = report.liveFeed.heartbeatAt && (now - report.liveFeed.heartbeatAt.getTime()) / 1000;
  if (feedSilent && feedSilent > HEARTBEAT_LIMIT_SECONDS) reasons.push(`the live feed has not read the log for ${Math.round(feedSilent)} s`);
  return reasons;
}

function behind(lag: LogLag): string {
  return `${lag.seconds.toFixed(1)} s behind (${lag.capped ? 'at least ' : ''}${lag.events} event${lag.events === 1 ? '' : 's'})`;
}

function heldBackBy(lag: LogLag, holder: OldestTransaction | null): string {
  if (!lag.heldBack) return '';
  if (!holder) return ', held back by an open transaction';
  // Who it is in full (application, database, user) is in oldestTransaction, for staff; pid and age say enough to act.
  const who = holder.kind === 'prepared' ? 'a prepared transaction' : `pid ${holder.pid}`;
  const how = [holder.kind === 'prepared' ? null : holder.state, holder.ageSeconds === null ? null : `open ${Math.round(holder.ageSeconds)} s`].filter(Boolean).join(', ');
  return `, held back by an open transaction: ${who}${how ? `, ${how}` : ''}`;
}
