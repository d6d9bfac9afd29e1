import type { OldestTransaction } from '../database/oldest-transaction.js';
import type { LogLag } from '../event-store/log-lag.js';
import { reasonsFor } from './health-verdict.js';
import type { ProcessingReport, ProcessorReport } from './processing-health.js';

const now = new Date('2026-11-22T10:00:00Z');
const caughtUp: LogLag = { events: 0, capped: false, seconds: 0, oldestRecordedAt: null, heldBack: false };
const processor = (changes: Partial<ProcessorReport> = {}): ProcessorReport => ({
  id: 'orders:feed',
  status: 'active',
  checkpoint: '7:9',
  lag: caughtUp,
  heartbeatAt: now,
  lastError: null,
  failing: null,
  parkedEvents: 0,
  ...changes,
});
const report = (processors: ProcessorReport[], changes: Partial<ProcessingReport> = {}): Omit<ProcessingReport, 'reasons'> => ({
  checkedAt: now,
  processors,
  liveFeed: { cursor: '7:9', lag: caughtUp, heartbeatAt: now, lastError: null },
  oldestTransaction: null,
  oldestTransactionNote: null,
  rebuild: null,
  ...changes,
});
const holder: OldestTransaction = {
  kind: 'session',
  pid: 4242,
  database: 'jhatpat',
  user: 'jhatpat',
  applicationName: 'psql',
  state: 'idle in transaction',
  startedAt: now,
  ageSeconds: 9.4,
  xidAge: 12,
  gid: null,
};

describe('reasonsFor', () => {
  it('has nothing to say about readers that keep up, or an old error they recovered from', () => {
    expect(reasonsFor(report([processor({ lastError: { message: 'boom', at: now } })]))).toEqual([]);
  });

  it('names a processor more than 2 s behind, with its failing event', () => {
    const lag = { ...caughtUp, events: 12, seconds: 3.25 };
    const failing = { eventId: 'e-1', attempts: 2, maxAttempts: 5, since: now };
    expect(reasonsFor(report([processor({ lag, failing })]))).toEqual(['processor orders:feed is 3.3 s behind (12 events), failing on event e-1 (try 2 of 5)']);
    expect(reasonsFor(report([processor({ lag: { ...lag, seconds: 2 } })]))).toEqual([]);
  });

  it('names the transaction holding a reader back by pid, state and age only', () => {
    const lag = { ...caughtUp, events: 1, seconds: 2.5, heldBack: true };
    expect(reasonsFor(report([processor({ lag })], { oldestTransaction: holder, liveFeed: { cursor: '1:1', lag, heartbeatAt: now, lastError: null } }))).toEqual([
      'processor orders:feed is 2.5 s behind (1 event), held back by an open transaction: pid 4242, idle in transaction, open 9 s',
      'the live feed is 2.5 s behind (1 event), held back by an open transaction: pid 4242, idle in transaction, open 9 s',
    ]);
    const prepared = { ...holder, kind: 'prepared' as const, pid: null, ageSeconds: null, gid: 'tx-7' };
    expect(reasonsFor(report([processor({ lag: { ...lag, capped: true, events: 10_000 } })], { oldestTransaction: prepared }))).toEqual([
      'processor orders:feed is 2.5 s behind (at least 10000 events), held back by an open transaction: a prepared transaction',
    ]);
  });

  it('counts parked events and notices a processor nobody polls', () => {
    const stale = new Date(now.getTime() - 45_000);
    expect(reasonsFor(report([processor({ parkedEvents: 2, heartbeatAt: stale })]))).toEqual([
      'processor orders:feed has 2 parked events',
      'processor orders:feed has not been polled for 45 s',
    ]);
    expect(reasonsFor(report([processor({ status: 'paused', heartbeatAt: stale })]))).toEqual([]);
    expect(reasonsFor(report([], { liveFeed: { cursor: null, lag: caughtUp, heartbeatAt: stale, lastError: null } }))).toEqual(['the live feed has not read the log for 45 s']);
  });
});
