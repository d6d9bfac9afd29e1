import type { Sql } from '../../database/sql-transaction.js';
import { cursorAtNow, LOG_START, type LogCursor } from '../read-after-position.js';
import type { Upcasters } from '../upcasters.js';
import type { RebuildableModel } from './read-model.js';
import { ShadowReplay } from './replay-into-shadow.js';
import { RetainedTables } from './retained-rows.js';
import { assertReadableUpTo, cursorParams, whySetBasedUnusable } from './set-based-fold.js';
import { indexAndAnalyze, shadowSearchPath } from './shadow-tables.js';

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
  onBatch: (replay: ShadowReplay) => void,
): Promise<{ replay: ShadowReplay; readInSqlOnly: number }> {
  const inSql = options.setBased ? models.filter((model) => model.setBased && usableInSql(model, upcasters, options.onNote)) : [];
  const inNode = models.filter((model) => !inSql.includes(model));
  // Every transaction older than this is over: the SQL reads exactly what the Node replay reads up to it.
  const upTo = inSql.length > 0 ? await cursorAtNow(db) : null;
  const replay: ShadowReplay = new ShadowReplay(db, upcasters, inNode, liveSchema, options.batchSize, () => onBatch(replay), LOG_START, new RetainedTables(options.rowsHeld), upTo);
  const inNodeDone = (async () => {
    // With every model in SQL there is nothing to read in Node: the pass simply stands at the cursor.
    if (inNode.length === 0 && upTo) return void (replay.cursor = upTo);
    await replay.catchUp();
    await replay.writeOutRetained();
    await indexAndAnalyze(db, liveSchema, replay.tables);
  })();
  const inSqlDone = upTo ? fillInSql(db, upcasters, inSql, liveSchema, upTo, replay, options.fillsAtOnce) : Promise.resolve();
  // Both settle before either failure is thrown: nothing may still write when the rebuild cleans up.
  const [node, sql] = await Promise.allSettled([inNodeDone, inSqlDone]);
  for (const outcome of [node, sql]) if (outcome.status === 'rejected') throw outcome.reason;
  return { replay, readInSqlOnly: upTo ? await countReadInSqlOnly(db, upcasters, inSql, inNode, upTo) : 0 };
}

function usableInSql(model: RebuildableModel, upcasters: Upcasters, onNote: (line: string) => void): boolean {
  const why = whySetBasedUnusable(model.setBased!, upcasters);
  if (why) onNote(`${model.name} is replayed in Node, not SQL: ${why}`);
  return why === null;
}

/**
 * One transaction per model, up to `fillsAtOnce` of them side by side on connections of their own (each
 * fill is one statement or a few, so a second connection is what lets PostgreSQL use a second core); the
 * shadow schema first on each one's search path, as for the Node replay. On PGlite's one connection
 * they take turns.
 */
async function fillInSql(db: Sql, upcasters: Upcasters, models: readonly RebuildableModel[], liveSchema: string, upTo: LogCursor, replay: ShadowReplay, fillsAtOnce: number): Promise<void> {
  const waiting = [...models];
  const fillNext = async (): Promise<void> => {
    for (let model = waiting.shift(); model; model = waiting.shift()) {
      const fold = model.setBased!;
      await db
        .transaction(
          async (tx) => {
            await assertReadableUpTo(tx, fold, upcasters, upTo);
            await fold.fill(tx, upTo);
            await indexAndAnalyze(tx, liveSchema, model.tables);
            // Its rows are the rebuild's own: compare-retired.ts tells them from the shop's by transaction.
            await replay.noteTransaction(tx);
          },
          { opening: [shadowSearchPath(liveSchema), ...FILL_SETTINGS] },
        )
        .catch((error: unknown) => {
          waiting.length = 0; // no other fill starts after one failed
          throw error;
        });
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(fillsAtOnce, models.length)) }, fillNext);
  // Every fill settles before a failure is thrown: nothing may still write when the rebuild cleans up.
  for (const outcome of await Promise.allSettled(workers)) if (outcome.status === 'rejected') throw outcome.reason;
}

/** Events up to the cursor of the types only SQL folds read: the rebuild's events/s counts each event read once. */
async function countReadInSqlOnly(db: Sql, upcasters: Upcasters, inSql: readonly RebuildableModel[], inNode: readonly RebuildableModel[], upTo: LogCursor): Promise<number> {
  const readInNode = new Set(inNode.flatMap((model) => model.eventTypes));
  const types = [...new Set(inSql.flatMap((model) => model.eventTypes))].filter((type) => !readInNode.has(type));
  const [{ events }]: { events: number }[] = await db.query(
    `SELECT count(*)::int AS events FROM es_events e WHERE e.event_type = ANY($3::text[]) AND (e.transaction_id, e.global_position) <= ($1::xid8, $2::bigint)`,
    [...cursorParams(upTo), upcasters.storedNames(types)],
  );
  return events;
}
