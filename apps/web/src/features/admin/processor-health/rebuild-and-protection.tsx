import type { HealthReport } from '@jhatpat/api-client';
import { shopDateTime } from '../../../shared/format/shop-time';
import styles from './processor-health-panel.module.css';
import { agoAt } from './reader-rows';

const phases: Record<NonNullable<HealthReport['rebuild']>['phase'], string> = {
  replaying: 'Replaying the event log into new tables',
  indexing: 'Building the new tables’ indexes',
  'catching up': 'Catching up with what the shop wrote meanwhile',
  swapping: 'Swapping the new tables in',
  comparing: 'Comparing the new tables with the ones they replaced',
};

/**
 * `npm run rebuild` running now (a process of its own, on any machine): which read models, how far,
 * since when. The shop keeps serving from the live tables meanwhile; this says why a processor reads
 * "rebuilding" and what the database is busy with.
 */
export function RebuildInProgress({ report }: { report: HealthReport }) {
  const rebuild = report.rebuild;
  if (!rebuild) return null;
  const percent = rebuild.total === 0 ? 0 : Math.min(100, Math.floor((rebuild.processed / rebuild.total) * 100));
  return (
    <section className={styles.holder} aria-labelledby="rebuild-title">
      <h3 id="rebuild-title" className={styles.subtitle}>
        Rebuild in progress
      </h3>
      <p className={styles.note}>{phases[rebuild.phase]}; the shop serves from the live tables until the swap.</p>
      <progress className={styles.progress} max={100} value={percent} aria-label="Rebuild progress">
        {percent} %
      </progress>
      <dl className={styles.facts}>
        <div>
          <dt>Read models</dt>
          <dd>{rebuild.models.join(', ')}</dd>
        </div>
        <div>
          <dt>Events replayed</dt>
          <dd>
            {rebuild.processed.toLocaleString('en-IN')} of {rebuild.total.toLocaleString('en-IN')} ({percent} %)
          </dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>{shopDateTime.format(new Date(rebuild.startedAt))}</dd>
        </div>
        <div>
          <dt>Last heard from</dt>
          <dd>{agoAt(rebuild.heartbeatAt, report.checkedAt)}</dd>
        </div>
      </dl>
    </section>
  );
}

const protections: Record<HealthReport['eventLog']['protection']['roles'], string> = {
  separate: 'Two database roles: the shop may only read and append to the event log; its hash chain shows any change made another way',
  single: 'Hash chain only: the shop’s database role could rewrite the event log, and only the hash chain would show it',
  embedded: 'Embedded database: no roles to guard the log; its hash chain shows any change',
};

/** How the event log is guarded against the shop's own connection (docs/decisions.md#tamper-evidence). */
export function LogProtection({ report }: { report: HealthReport }) {
  const { roles, appRole, note } = report.eventLog.protection;
  return (
    <section className={styles.protection} data-weak={roles === 'single' || undefined} aria-labelledby="protection-title">
      <h3 id="protection-title" className={styles.subtitle}>
        Event log protection
      </h3>
      <p className={styles.protectionText}>
        {protections[roles]}
        {appRole ? ` (the shop connects as ${appRole})` : ''}.
      </p>
      {note && <p className={styles.note}>{note}</p>}
    </section>
  );
}
