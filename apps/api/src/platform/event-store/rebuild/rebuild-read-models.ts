import type { Upcasters } from '../upcasters.js';
import { compareWithRetired, type TableComparison } from './compare-retired.js';
import type { RebuildableModel } from './read-model.js';
import { asTheOnlyRebuild } from './rebuild-lock.js';
import { replayFirstPass } from './first-pass.js';
import { eventsOf, takeCensus } from './log-census.js';
import { ShadowReplay } from './replay-into-shadow.js';
import { RebuildBeacon } from './rebuild-beacon.js';
import { createShadowTables, dropLeftovers, liveSchemaOf, qualified, RETIRED_SCHEMA } from './shadow-tables.js';
import { catchUpForSwap, swapWhenLocked } from './swap-shadow.js';
import type { Sql } from '../../database/sql-transaction.js';
import { firstPassBound } from './pass-bound.js';

export interface RebuildProgress {
  processed: number;
  total: number;
}

export interface RebuildOptions {
  onProgress?: (progress: RebuildProgress) => void;
  /** Events per replay transaction. */
  batchSize?: number;
  /** Rows per table the first pass holds in memory before it writes them out (retained-rows.ts). */
  rowsHeld?: number;
  /** How long one try of the swap waits for the live tables' locks (readers queue behind it meanwhile). */
  lockTimeoutMs?: number;
  swapTries?: number;
  /** The most events a swap replays with the live tables locked (swap-shadow.ts, catchUpForSwap). */
  swapTail?: number;
  /** How long to wait for a transaction that holds the log's readers back before giving up. */
  horizonWaitMs?: number;
  /** Models with a SQL fold fill their shadow tables in PostgreSQL (default); false: all in Node. */
  setBased?: boolean;
  /** How many SQL fills run side by side, each on a connection of its own (first-pass.ts). */
  fillsAtOnce?: number;
  /** A line for the operator (a model that cannot be replayed in SQL, and why). */
  onNote?: (line: string) => void;
}

export interface RebuildReport extends RebuildProgress {
  /** Per table, what was compared with the live rows it replaced (compare-retired.ts). */
  tables: (TableComparison & {
    model: string;
    identical: boolean;
    /** Events a processor's live tables lacked at the swap (too many to level them): then nothing was compared. */
    liveBehind: number;
  })[];
}

/**
 * Rebuilds read models beside the live ones and swaps them in (docs/decisions.md#rebuild): the
 * shop keeps reading and writing the live tables all along. One pass over the log fills every shadow
 * table in short transactions; then for each set of models rebuilt together (every inline projection
 * picked; each processor's model on its own) the shadow tables are caught up, swapped in under a short
 * lock with the last of the tail, compared with the retired tables, and the retired tables dropped.
 */
export async function rebuildReadModels(
  db: Sql,
  upcasters: Upcasters,
  models: readonly RebuildableModel[],
  { onProgress = () => undefined, batchSize = 10_000, rowsHeld = 10_000, lockTimeoutMs = 100, swapTries = 50, swapTail = 1_000, horizonWaitMs = 300_000, setBased = true, fillsAtOnce = 1, onNote = () => undefined }: RebuildOptions = {},
): Promise<RebuildReport> {
  return asTheOnlyRebuild(db, async () => {
    await dropLeftovers(db);
    const beacon = new RebuildBeacon(db, models.map((model) => model.name));
    await beacon.start();
    const seen = (progress: RebuildProgress) => {
      beacon.report(progress);
      onProgress(progress);
    };
    try {
      return await rebuildEach(db, upcasters, models, { onProgress: seen, batchSize, rowsHeld, lockTimeoutMs, swapTries, swapTail, horizonWaitMs, setBased, fillsAtOnce, onNote }, beacon);
    } catch (error) {
      // Nothing live is touched before a swap commits; what the failed run made goes now (or with the next run).
      await dropLeftovers(db).catch(() => undefined);
      throw error;
    } finally {
      await beacon.end().catch(() => undefined);
    }
  });
}

async function rebuildEach(
  db: Sql,
  upcasters: Upcasters,
  models: readonly RebuildableModel[],
  options: Required<RebuildOptions>,
  beacon: RebuildBeacon,
): Promise<RebuildReport> {
  const liveSchema = await liveSchemaOf(db, models[0].tables[0]);
  const inline = models.filter((model) => model.processorId === undefined);
  const groups = [inline, ...models.filter((model) => model.processorId !== undefined).map((model) => [model])].filter((group) => group.length > 0);
  // The first pass's bound (pass-bound.ts), and one scan of the log up to it for its figures and checks (log-census.ts).
  const upTo = await firstPassBound(db);
  const census = await takeCensus(db, upcasters.storedNames([...new Set(models.flatMap((model) => model.eventTypes))]), upTo);
  const report: RebuildReport = { processed: 0, total: eventsOf(census, census.keys()), tables: [] };
  options.onProgress({ processed: 0, total: report.total });
  // The first pass reads the log once for every model picked: in SQL for those that state their fold
  // in it, in Node for the rest (rows held in memory between batches: RetainedRows); each table's
  // secondary indexes are built once it is full, and its statistics taken (indexAndAnalyze).
  const tables = [...new Set(models.flatMap((model) => model.tables))];
  await createShadowTables(db, liveSchema, tables);
  const { replay: first, readInSqlOnly } = await replayFirstPass(db, upcasters, models, liveSchema, options, { upTo, census }, (replay) => progress(report, 0, replay, options));
  progress(report, readInSqlOnly, first, options);
  for (const group of groups) await finishGroup(db, upcasters, group, first, report, options, beacon);
  await dropLeftovers(db);
  options.onProgress({ processed: report.processed, total: report.total });
  return report;
}

/** Events appended during the rebuild are replayed too: the total grows with them. */
function progress(report: RebuildReport, before: number, replay: ShadowReplay, { onProgress }: Required<RebuildOptions>): void {
  report.processed = before + replay.processed;
  report.total = Math.max(report.total, report.processed);
  onProgress({ processed: report.processed, total: report.total });
}

/**
 * One set of models rebuilt together, from where the first pass stopped: caught up, swapped in,
 * compared with the retired tables, which are then dropped.
 */
async function finishGroup(
  db: Sql,
  upcasters: Upcasters,
  group: readonly RebuildableModel[],
  first: ShadowReplay,
  report: RebuildReport,
  options: Required<RebuildOptions>,
  beacon: RebuildBeacon,
): Promise<void> {
  const { liveSchema } = first;
  beacon.enter('catching up');
  const before = report.processed;
  const replay: ShadowReplay = new ShadowReplay(db, upcasters, group, liveSchema, options.batchSize, () => progress(report, before, replay, options), first.cursor);
  // The first pass's rows are the rebuild's own too (compare-retired.ts tells them from the shop's by transaction).
  replay.transactions.push(...first.transactions);
  const swap = { lockTimeoutMs: options.lockTimeoutMs, tries: options.swapTries, swapTail: options.swapTail, horizonWaitMs: options.horizonWaitMs, onNote: options.onNote };
  await catchUpForSwap(db, replay, swap);
  beacon.enter('swapping');
  await swapWhenLocked(db, replay, swap);
  const liveBehind = replay.liveBehindAtSwap;
  beacon.enter('comparing');
  const comparisons = liveBehind > 0 ? await countRows(db, liveSchema, replay.tables) : await compareWithRetired(db, liveSchema, replay.tables, replay.transactions, options.fillsAtOnce);
  for (const comparison of comparisons) {
    const model = group.find((m) => m.tables.includes(comparison.table)) as RebuildableModel;
    report.tables.push({ ...comparison, model: model.name, identical: liveBehind === 0 && comparison.differing === 0, liveBehind });
  }
  for (const table of replay.tables) await db.query(`DROP TABLE ${qualified(RETIRED_SCHEMA, table)}`);
}

async function countRows(db: Sql, liveSchema: string, tables: readonly string[]): Promise<TableComparison[]> {
  const counts: TableComparison[] = [];
  for (const table of tables) {
    const [{ rows }]: { rows: number }[] = await db.query(`SELECT count(*)::int AS rows FROM ${qualified(liveSchema, table)}`);
    counts.push({ table, rows, differing: 0, changedSinceSwap: 0 });
  }
  return counts;
}
