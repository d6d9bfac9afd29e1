import type { Sql } from '../../database/sql-transaction.js';
import { LOG_START, type LogCursor } from '../read-after-position.js';
import type { Upcasters } from '../upcasters.js';
import type { RebuildableModel } from './read-model.js';
import { ShadowReplay } from './replay-into-shadow.js';
import { RetainedTables } from './retained-rows.js';
import { eventsOf, type TypeCensus } from './log-census.js';
import { assertReadableUpTo, whySetBasedUnusable } from './set-based-fold.js';
import { indexAndAnalyze, shadowSearchPath } from './shadow-tables.js';
import { type FillToOrder, longestFirst, noteFillTime } from './fill-order.js';

/**
 * For the folds' one session: memory for their sorts and hashes instead of spilling to disk; no nested
 * loops (a grouping by a JSON field is estimated at 200 rows, and the planner then joined 111,000 orders
 * to it row by row: billions of comparisons at a million events); no JIT (seconds of compiling under load).
 */
const FILL_SETTINGS = [`SET LOCAL work_mem = '128MB'`, 'SET LOCAL enable_nestloop = off', 'SET LOCAL jit = off'];

export interface FirstPassOptions {
  batchSize: number;
  rowsHeld: number;
  /** False: every model through its TypeScript fold (`--replay-in-node`), to compare the two paths. */
  setBased: boolean;
  /** SQL fills run side by side, each on a connection of its own. */
  fillsAtOnce: number;
  onNote: (line: string) => void;
}

/** Where the pass stops (every transaction older than it is over) and what the log holds up to there (log-census.ts). */
export interface PassBound {
  upTo: LogCursor;
  census: ReadonlyMap<string, TypeCensus>;
}

/**
 * The rebuild's first pass over the log, into empty shadow tables: models with a SQL fold fill theirs
 * inside PostgreSQL (docs/decisions.md#rebuild-set-based) while the others (any a `--replay-in-node` or
 * an upcaster sends there) replay in Node beside them, both up to one cursor taken at the start, so the
 * catch-up goes on from one place for all. Each table leaves the pass indexed and analyzed. Returns the Node replay, standing at that cursor with every
 * transaction the pass wrote in, and how many events only the SQL folds read (the Node replay counts its own).
 */
export async function replayFirstPass(
  db: Sql,
  upcasters: Upcasters,
  models: readonly RebuildableModel[],
  liveSchema: string,
  options: FirstPassOptions,
  bound: PassBound,
  onBatch: (replay: ShadowReplay) => void,
): Promise<{ replay: ShadowReplay; readInSqlOnly: number }> {
  const inSql = options.setBased ? models.filter((model) => model.setBased && usableInSql(model, upcasters, options.onNote)) : [];
  const inNode = models.filter((model) => !inSql.includes(model));
  // Every transaction older than this is over: the SQL reads exactly what the Node replay reads up to it.
  // With no SQL fold the Node replay simply reads to the end.
  const upTo = inSql.length > 0 ? bound.upTo : null;
  for (const model of inSql) await assertReadable(db, model, upcasters, bound);
  const replay: ShadowReplay = new ShadowReplay(db, upcasters, inNode, liveSchema, options.batchSize, () => onBatch(replay), LOG_START, new RetainedTables(options.rowsHeld), upTo);
  const inNodeDone = (async () => {
    // With every model in SQL there is nothing to read in Node: the pass simply stands at the cursor.
    if (inNode.length === 0 && upTo) return void (replay.cursor = upTo);
    await replay.catchUp();
    await replay.writeOutRetained();
    await indexAndAnalyze(db, liveSchema, replay.tables);
  })();
  const fills = inSql.map((model) => ({ model: model.name, events: eventsOf(bound.census, upcasters.storedNames(model.eventTypes)), of: model }));
  const inSqlDone = upTo ? fillInSql(db, fills, liveSchema, upTo, replay, options.fillsAtOnce) : Promise.resolve();
  // Both settle before either failure is thrown: nothing may still write when the rebuild cleans up.
  const [node, sql] = await Promise.allSettled([inNodeDone, inSqlDone]);
  for (const outcome of [node, sql]) if (outcome.status === 'rejected') throw outcome.reason;
  return { replay, readInSqlOnly: upTo ? readInSqlOnly(upcasters, inSql, inNode, bound.census) : 0 };
}

/**
 * The Node path refuses an event from a newer release; so does a SQL fold, before any fill starts. The
 * census says whether there is one; only then is the log searched for the first, to name it.
 */
async function assertReadable(db: Sql, model: RebuildableModel, upcasters: Upcasters, { upTo, census }: PassBound): Promise<void> {
  const fold = model.setBased!;
  const newer = Object.keys(fold.reads).some((type) => (census.get(type)?.newest ?? 0) > upcasters.currentVersion(type));
  if (newer) await assertReadableUpTo(db, fold, upcasters, upTo);
}

function usableInSql(model: RebuildableModel, upcasters: Upcasters, onNote: (line: string) => void): boolean {
  const why = whySetBasedUnusable(model.setBased!, upcasters);
  if (why) onNote(`${model.name} is replayed in Node, not SQL: ${why}`);
  return why === null;
}

/**
 * One transaction per model, up to `fillsAtOnce` of them side by side on connections of their own (each
 * fill is one statement or a few, so a second connection is what lets PostgreSQL use a second core),
 * the longest first (fill-order.ts); the shadow schema first on each one's search path, as for the Node
 * replay. On PGlite's one connection they take turns.
 */
async function fillInSql(
  db: Sql,
  fills: readonly (FillToOrder & { of: RebuildableModel })[],
  liveSchema: string,
  upTo: LogCursor,
  replay: ShadowReplay,
  fillsAtOnce: number,
): Promise<void> {
  const waiting = fillsAtOnce > 1 ? await longestFirst(db, fills) : [...fills];
  const fillNext = async (): Promise<void> => {
    for (let fill = waiting.shift(); fill; fill = waiting.shift()) {
      const { of: model } = fill;
      const started = performance.now();
      await db
        .transaction(
          async (tx) => {
            await model.setBased!.fill(tx, upTo);
            await indexAndAnalyze(tx, liveSchema, model.tables);
            // Its rows are the rebuild's own: compare-retired.ts tells them from the shop's by transaction.
            await replay.noteTransaction(tx);
            await noteFillTime(tx, fill, (performance.now() - started) / 1000);
          },
          { opening: [shadowSearchPath(liveSchema), ...FILL_SETTINGS] },
        )
        .catch((error: unknown) => {
          waiting.length = 0; // no other fill starts after one failed
          throw error;
        });
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(fillsAtOnce, fills.length)) }, fillNext);
  // Every fill settles before a failure is thrown: nothing may still write when the rebuild cleans up.
  for (const outcome of await Promise.allSettled(workers)) if (outcome.status === 'rejected') throw outcome.reason;
}

/** Events up to the cursor of the types only SQL folds read: the rebuild's events/s counts each event read once. */
function readInSqlOnly(upcasters: Upcasters, inSql: readonly RebuildableModel[], inNode: readonly RebuildableModel[], census: ReadonlyMap<string, TypeCensus>): number {
  const readInNode = new Set(inNode.flatMap((model) => model.eventTypes));
  const types = [...new Set(inSql.flatMap((model) => model.eventTypes))].filter((type) => !readInNode.has(type));
  return eventsOf(census, upcasters.storedNames(types));
}
