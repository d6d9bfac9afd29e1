import type { MigrationList } from '../migration-list.js';
import { EventLog1763790000000 } from './1763790000000-event-log.js';
import { IdempotencyKeys1763800000000 } from './1763800000000-idempotency-keys.js';
import { ProcessorHealth1763880000000 } from './1763880000000-processor-health.js';
import { CommitMarks1763910000000 } from './1763910000000-commit-marks.js';
import { Seeds1763920000000 } from './1763920000000-seeds.js';
import { EventHashChain1763930000000 } from './1763930000000-event-hash-chain.js';
import { PiiKeys1763960000000 } from './1763960000000-pii-keys.js';
import { RebuildProgress1763966000000 } from './1763966000000-rebuild-progress.js';
import { RebuildFillTimes1764450000000 } from './1764450000000-rebuild-fill-times.js';
import { LogTimeBrin1764900000000 } from './1764900000000-log-time-brin.js';
import { LogDataLz41765000000000 } from './1765000000000-log-data-lz4.js';

/** The platform's own tables: the event log and its processors, idempotency keys, commit marks, the hash chain, seeds, personal-data keys, rebuild progress, the rebuild's fill times, the log's time index as BRIN and its data compressed with LZ4, oldest first. The shop runs them with every other context's (src/shop-migrations.ts). */
export const platformMigrations: MigrationList = [EventLog1763790000000, IdempotencyKeys1763800000000, ProcessorHealth1763880000000, CommitMarks1763910000000, Seeds1763920000000, EventHashChain1763930000000, PiiKeys1763960000000, RebuildProgress1763966000000, RebuildFillTimes1764450000000, LogTimeBrin1764900000000, LogDataLz41765000000000];
