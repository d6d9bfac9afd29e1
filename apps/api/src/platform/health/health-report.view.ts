import { ApiProperty } from '@nestjs/swagger';
import type { OldestTransaction } from '../database/oldest-transaction.js';
import type { ProcessingReport } from './processing-health.js';

class MigrationState {
  @ApiProperty({ type: [String] }) applied!: string[];
  @ApiProperty({ type: [String] }) pending!: string[];
}

class LogProtectionView {
  @ApiProperty({
    enum: ['separate', 'single', 'embedded'],
    description: 'separate: migrations ran as DATABASE_OWNER_URL and the shop may only read and append to the log; single: the shop could rewrite it (hash chain only); embedded: PGlite, no roles',
  })
  roles!: 'separate' | 'single' | 'embedded';
  @ApiProperty({ nullable: true, type: String, description: 'The role the shop connects as (PostgreSQL)' }) appRole!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'What is missing and what to do, when not separate' }) note!: string | null;
}

class EventLogState {
  @ApiProperty({ description: 'Global position of the newest event (a bigint, as a string); "0" when empty' })
  position!: string;
  @ApiProperty({ description: 'Whether database roles keep the shop from rewriting its log (docs/decisions.md#tamper-evidence)' })
  protection!: LogProtectionView;
}

class LagView {
  @ApiProperty({ description: 'Committed events of its types after its checkpoint, counted up to 10,000' }) events!: number;
  @ApiProperty({ description: 'True when there are at least 10,000' }) capped!: boolean;
  @ApiProperty({ description: 'Seconds since the oldest of them was recorded (0 when none)' }) seconds!: number;
  @ApiProperty({ nullable: true, type: String }) oldestRecordedAt!: Date | null;
  @ApiProperty({ description: 'All of them are above pg_snapshot_xmin: an open transaction on the server holds the reader back' })
  heldBack!: boolean;
}

class ProcessorView {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['active', 'rebuilding', 'paused', 'starting'] }) status!: string;
  @ApiProperty({ description: 'transactionId:globalPosition' }) checkpoint!: string;
  @ApiProperty() lag!: LagView;
  @ApiProperty({ nullable: true, type: String, description: 'When an instance last polled it (about once a second)' }) heartbeatAt!: Date | null;
  @ApiProperty({ nullable: true, type: Object, description: '{ at, message }; the message only for admins, auditors and the metrics token' })
  lastError!: { message?: string; at: Date | null } | null;
  @ApiProperty({ nullable: true, type: Object, description: '{ eventId, attempts, maxAttempts, since }: the event it retries before parking it' })
  failing!: object | null;
  @ApiProperty() parkedEvents!: number;
}

class LiveFeedView {
  @ApiProperty({ nullable: true, type: String }) cursor!: string | null;
  @ApiProperty() lag!: LagView;
  @ApiProperty({ nullable: true, type: String }) heartbeatAt!: Date | null;
  @ApiProperty({ nullable: true, type: Object }) lastError!: { message?: string; at: Date } | null;
}

class RebuildView {
  @ApiProperty({ type: [String], description: 'The read models being rebuilt, as `npm run rebuild -- --only` names them' }) models!: string[];
  @ApiProperty({ enum: ['replaying', 'indexing', 'catching up', 'swapping', 'comparing'] }) phase!: string;
  @ApiProperty({ description: 'Events replayed so far' }) processed!: number;
  @ApiProperty({ description: 'Events to replay (grows with what is appended meanwhile)' }) total!: number;
  @ApiProperty() startedAt!: Date;
  @ApiProperty({ description: 'When the rebuild last wrote its progress (every 2 s; a killed rebuild stops, and after 15 s it is no longer shown)' })
  heartbeatAt!: Date;
}

export class HealthReport {
  @ApiProperty({ enum: ['ok', 'degraded'], description: 'degraded: see reasons; the instance still serves (a restart would not help)' })
  status!: 'ok' | 'degraded';
  @ApiProperty({ type: [String] }) reasons!: string[];
  @ApiProperty({ enum: ['pglite', 'postgres'] }) engine!: 'pglite' | 'postgres';
  @ApiProperty() migrations!: MigrationState;
  @ApiProperty() eventLog!: EventLogState;
  @ApiProperty({ type: [ProcessorView] }) processors!: ProcessingReport['processors'];
  @ApiProperty() liveFeed!: LiveFeedView;
  @ApiProperty({
    nullable: true,
    type: Object,
    description: '{ kind, pid, state, startedAt, ageSeconds, xidAge } of the transaction pinning pg_snapshot_xmin; applicationName, database, user and gid for staff',
  })
  oldestTransaction!: Partial<OldestTransaction> | null;
  @ApiProperty({ nullable: true, type: String }) oldestTransactionNote!: string | null;
  @ApiProperty({ nullable: true, type: RebuildView, description: 'A rebuild of read models running now (docs/decisions.md#rebuild); null when none runs' })
  rebuild!: RebuildView | null;
  @ApiProperty() checkedAt!: Date;
}

/** The report as an anonymous caller sees it: numbers and states, but no free text (error messages, names). */
export function withoutDetails(report: ProcessingReport): ProcessingReport {
  const holder = report.oldestTransaction;
  return {
    ...report,
    processors: report.processors.map((p) => ({ ...p, lastError: p.lastError && { at: p.lastError.at } })),
    liveFeed: { ...report.liveFeed, lastError: report.liveFeed.lastError && { at: report.liveFeed.lastError.at } },
    oldestTransaction: holder && {
      kind: holder.kind,
      pid: holder.pid,
      state: holder.state,
      startedAt: holder.startedAt,
      ageSeconds: holder.ageSeconds,
      xidAge: holder.xidAge,
      database: null,
      user: null,
      applicationName: null,
      gid: null,
    },
  };
}
