import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

class ReaderErrorView {
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) at!: Date | null;
  @ApiPropertyOptional({ description: 'Only for admins, auditors and the metrics token' }) message?: string;
}

class FailingEventView {
  @ApiProperty() eventId!: string;
  @ApiProperty({ description: 'Tries so far' }) attempts!: number;
  @ApiProperty({ description: 'Tries before it is parked' }) maxAttempts!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) since!: Date | null;
}

class OldestTransactionView {
  @ApiProperty({ enum: ['session', 'prepared'] }) kind!: 'session' | 'prepared';
  @ApiProperty({ type: Number, nullable: true, description: 'The server process; null for a prepared transaction' }) pid!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Staff only (null for others)' }) database!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Staff only (null for others)' }) user!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Staff only (null for others)' }) applicationName!: string | null;
  @ApiProperty({ type: String, nullable: true, description: '"active", "idle in transaction", …; null when not visible to the shop' }) state!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) startedAt!: Date | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Seconds since it began; null when not visible' }) ageSeconds!: number | null;
  @ApiProperty({ description: 'Transactions started on the server since it took its id' }) xidAge!: number;
  @ApiProperty({ type: String, nullable: true, description: 'A prepared transaction’s name; staff only' }) gid!: string | null;
}

class ProcessorView {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['active', 'rebuilding', 'paused', 'starting'] }) status!: string;
  @ApiProperty({ description: 'transactionId:globalPosition' }) checkpoint!: string;
  @ApiProperty() lag!: LagView;
  @ApiProperty({ nullable: true, type: String, description: 'When an instance last polled it (about once a second)' }) heartbeatAt!: Date | null;
  @ApiProperty({ nullable: true, type: ReaderErrorView, description: 'The last failure, kept after it recovers' }) lastError!: ReaderErrorView | null;
  @ApiProperty({ nullable: true, type: FailingEventView, description: 'The event it retries before parking it' }) failing!: FailingEventView | null;
  @ApiProperty() parkedEvents!: number;
}

class LiveFeedView {
  @ApiProperty({ nullable: true, type: String }) cursor!: string | null;
  @ApiProperty() lag!: LagView;
  @ApiProperty({ nullable: true, type: String }) heartbeatAt!: Date | null;
  @ApiProperty({ nullable: true, type: ReaderErrorView }) lastError!: ReaderErrorView | null;
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
  @ApiProperty({ nullable: true, type: OldestTransactionView, description: 'The transaction pinning pg_snapshot_xmin; null on the embedded database' })
  oldestTransaction!: OldestTransaction | null;
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
