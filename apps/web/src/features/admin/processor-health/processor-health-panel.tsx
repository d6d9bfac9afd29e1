import type { HealthReport } from '@jhatpat/api-client';
import { Badge, type BadgeTone, Button, ErrorState, Skeleton } from '@jhatpat/ui';
import { Table, type TableColumn } from '@jhatpat/ui/staff';
import { useLoad } from '../../../shared/data/use-load';
import { shopDateTime } from '../../../shared/format/shop-time';
import { useApi } from '../../../shared/services/shop-services';
import { ParkedEventsTable } from './parked-events-table';
import styles from './processor-health-panel.module.css';
import { LogProtection, RebuildInProgress } from './rebuild-and-protection';
import { type ReaderRow, type ReaderState, readerRows, shortDuration } from './reader-rows';

const stateTones: Record<ReaderState, BadgeTone> = {
  'keeping up': 'success',
  behind: 'warning',
  'held back': 'danger',
  failing: 'danger',
  paused: 'neutral',
  starting: 'neutral',
  rebuilding: 'brand',
};

const columns: TableColumn<ReaderRow>[] = [
  { key: 'name', header: 'Reader' },
  { key: 'state', header: 'State', render: (row) => <Badge tone={stateTones[row.state]}>{row.state}</Badge> },
  { key: 'behindEvents', header: 'Behind (events)', align: 'end' },
  { key: 'behindTime', header: 'Behind (time)', align: 'end' },
  { key: 'heartbeat', header: 'Last polled' },
  { key: 'lastError', header: 'Last error' },
  { key: 'parked', header: 'Parked', align: 'end', render: (row) => row.parked ?? '—' },
];

/**
 * Issue 15 item 4: whether the shop's event processors and this instance's live feed keep up, what
 * holds them back, and the events they parked, for an admin to retry once the cause is fixed; a
 * rebuild running now, and how the event log is guarded.
 */
export function ProcessorHealthPanel() {
  const api = useApi();
  const health = useLoad('processor-health', (signal) => api.health.report(signal), 'Failed to load the event processing health');
  // Read again in place, the panel (and a retry's outcome beside the parked events) staying on screen.
  const refresh = () => void api.health.report().then(health.setData, health.reload);
  if (health.status === 'loading') {
    return (
      <div className={styles.panel} aria-busy="true" aria-label="Loading the event processing health" role="status">
        <Skeleton height="2rem" />
        <Skeleton height="10rem" />
      </div>
    );
  }
  if (health.status === 'error') return <ErrorState title={health.error} onRetry={health.reload} retryLabel="Try Again" />;
  const report = health.data;
  return (
    <section className={styles.panel} aria-labelledby="processing-title">
      <header className={styles.header}>
        <h2 id="processing-title" className={styles.title}>
          Event processing
        </h2>
        <Badge tone={report.status === 'ok' ? 'success' : 'warning'}>{report.status === 'ok' ? 'Healthy' : 'Degraded'}</Badge>
        <span className={styles.checked}>checked {shopDateTime.format(new Date(report.checkedAt))}</span>
        <Button variant="secondary" size="sm" onClick={refresh}>
          Check again
        </Button>
      </header>
      {report.reasons.length > 0 && (
        <ul className={styles.reasons} aria-label="What needs attention">
          {report.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <RebuildInProgress report={report} />
      <Table caption="Processors and the live feed" columns={columns} rows={readerRows(report)} rowKey={(row) => row.name} />
      <OldestTransaction report={report} />
      <LogProtection report={report} />
      {/* Always shown, even empty: it stays on screen with the outcome when the last one is retried. */}
      <ParkedEventsTable onChange={refresh} />
    </section>
  );
}

/** The transaction pinning the server's oldest transaction id: who holds readers back. */
function OldestTransaction({ report }: { report: HealthReport }) {
  const holder = report.oldestTransaction;
  if (!holder) return report.oldestTransactionNote ? <p className={styles.note}>{report.oldestTransactionNote}</p> : null;
  const heldBack = report.processors.some((p) => p.lag.heldBack) || report.liveFeed.lag.heldBack;
  const facts: [string, string][] = [
    [holder.kind === 'prepared' ? 'Prepared transaction' : 'Process id', holder.kind === 'prepared' ? (holder.gid ?? '—') : String(holder.pid)],
    ['Application', holder.applicationName || '—'],
    ['Database', holder.database ?? '—'],
    ['State', holder.state ?? '—'],
    ['Open for', holder.ageSeconds === null ? '—' : shortDuration(holder.ageSeconds)],
  ];
  return (
    <section className={styles.holder} data-held-back={heldBack || undefined} aria-labelledby="holder-title">
      <h3 id="holder-title" className={styles.subtitle}>
        {heldBack ? 'Holding readers back: the oldest open transaction' : 'Oldest open transaction on the database server'}
      </h3>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
