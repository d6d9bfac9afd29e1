import pg from 'pg';
import { oldestTransaction } from '../../database/oldest-transaction.js';
import type { Sql, SqlClient } from '../../database/sql-transaction.js';
import { PROCESSOR_LOCK_KEY } from '../consumer-checkpoint.js';
import { type LogCursor, readAfterPosition } from '../read-after-position.js';
import type { ShadowReplay } from './replay-into-shadow.js';
import { qualified, shadowSearchPath, swapInShadowTables } from './shadow-tables.js';

export interface SwapOptions {
  /** How long one try waits for the live tables' locks before it gives up and lets the queue behind it go. */
  lockTimeoutMs: number;
  tries: number;
  /** The most events a swap replays with the live tables locked; more, and it catches up first (catchUpForSwap). */
  swapTail: number;
  /** How long the rebuild waits for a transaction holding the log's readers back before it gives up. */
  horizonWaitMs: number;
  onNote: (line: string) => void;
}

/** The tail grew past what a swap may replay under the locks between the catch-up and the lock: catch up again. */
class TailTooLong extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PostgreSQL's "canceling statement due to lock timeout", or a deadlock with a writer it was chosen to lose. */
const lostTheLockRace = (error: unknown): boolean => error instanceof TailTooLong || ['55P03', '40P01'].includes((error as { code?: string }).code ?? '');

/**
 * Swaps the caught-up shadow tables in, in one short transaction. A lock request that waits blocks
 * every later reader of the table behind it, so each try waits at most `lockTimeoutMs`; then the
 * replay catches up again (the tail grew meanwhile) and tries after a growing pause.
 */
export async function swapWhenLocked(db: Sql, replay: ShadowReplay, options: SwapOptions): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
          const xid = replay.models[0].processorId === undefined ? await swapInline(tx, replay, options.swapTail) : await swapProcessor(tx, replay);
          replay.transactions.push(xid);
        },
        { opening: [`SET LOCAL lock_timeout = ${Math.max(1, Math.round(options.lockTimeoutMs))}`, shadowSearchPath(replay.liveSchema)] },
      );
      return;
    } catch (error) {
      if (!lostTheLockRace(error)) throw error;
      if (attempt >= options.tries) {
        const why =
          error instanceof TailTooLong
            ? `the log grew by more than ${2 * options.swapTail} events between each catch-up and its lock`
            : `could not lock ${replay.tables.join(', ')} for ${options.lockTimeoutMs} ms (long transactions on them?)`;
        throw new Error(`${why} in ${attempt} tries: the live read models are untouched, run the rebuild again`);
      }
    }
    await sleep(Math.min(50 * 2 ** attempt, 2000) * (0.5 + Math.random()));
    await catchUpForSwap(db, replay, options);
  }
}

/**
 * Catches the replay up until what is left after its cursor is short enough to replay under the live
 * tables' locks. The catch-up reads only below the oldest transaction still open on the server (the
 * commit-safe horizon): while one is open, everything committed after it waits, and a swap then would
 * replay all of it with the live tables locked. Found on 2026-11-29: a processor's batch held the
 * horizon as a million-event rebuild began, the first pass and the catch-up read nothing, and the
 * swap replayed the whole log with every order read of the shop waiting on its lock for minutes. So
 * the rebuild waits for the horizon to move, tells the operator which transaction holds it, and
 * gives up (nothing live touched) if it does not move within `horizonWaitMs`.
 */
export async function catchUpForSwap(db: Sql, replay: ShadowReplay, options: Pick<SwapOptions, 'swapTail' | 'horizonWaitMs' | 'onNote'>): Promise<void> {
  // A processor's swap replays only the commit-safe tail and hands the processor the rebuild's cursor:
  // a held-back horizon holds the processor itself back, and the swap need not wait for it.
  if (replay.models[0].processorId !== undefined) return replay.catchUp();
  const started = Date.now();
  let told = false;
  for (let pause = 50; ; pause = Math.min(pause * 2, 1000)) {
    await replay.catchUp();
    if ((await replay.tailBeyond(db, options.swapTail)) <= options.swapTail) return;
    const holder = await oldestTransaction(db);
    const who = holder ? `${holder.kind === 'prepared' ? `prepared transaction ${holder.gid}` : `pid ${holder.pid}`} (${holder.applicationName || holder.user || 'unknown'}, open ${holder.ageSeconds === null ? 'for an unknown time' : `${Math.round(holder.ageSeconds)} s`})` : 'a transaction that has since ended';
    if (Date.now() - started > options.horizonWaitMs) {
      throw new Error(`more than ${options.swapTail} events wait behind ${who}, which holds the log's readers back: the live read models are untouched; end it and run the rebuild again`);
    }
    if (!told && Date.now() - started > 2000) {
      options.onNote(`waiting for ${who} to end: it holds the log's readers back, and the swap waits until it can catch up (the live tables stay in use)`);
      told = true;
    }
    await sleep(pause);
  }
}

/**
 * Inline projections: with the live tables locked, every writer that projected onto them has
 * committed (our lock waited for it), and every writer still to project waits for us: an event that
 * changes one of these tables is projected by a statement on that table in its writer's own
 * transaction, so it cannot commit before ours. Everything committed after the cursor is therefore
 * the whole tail; the waiting writers then project their own events onto the new tables, because
 * their statements look the names up again once they get the lock (swapInShadowTables).
 */
async function swapInline(tx: SqlClient, replay: ShadowReplay, swapTail: number): Promise<string> {
  await lockLive(tx, replay);
  // Between the catch-up and the lock the tail can have grown (a long transaction ended and let a
  // burst through): never replay more than a few batches' worth while every reader waits.
  if ((await replay.tailBeyond(tx, 2 * swapTail)) > 2 * swapTail) throw new TailTooLong();
  await replay.replayTail(tx, true);
  await swapInShadowTables(tx, replay.liveSchema, replay.tables);
  return currentTransaction(tx);
}

/**
 * A processor's model: its advisory lock (a batch of it holds the same lock, so it is between batches
 * and stays out: its next try finds it busy) and its checkpoint row. The tail is read in commit-safe
 * order like the processor's own batches, and its checkpoint set to the rebuild's cursor in the same
 * transaction as the swap, so the processor goes on with the first event the new tables lack.
 */
async function swapProcessor(tx: SqlClient, replay: ShadowReplay): Promise<string> {
  const processorId = replay.models[0].processorId as string;
  await tx.query(`SELECT pg_advisory_xact_lock(${PROCESSOR_LOCK_KEY})`, [processorId]);
  await tx.query(`INSERT INTO es_processors (processor_id) VALUES ($1) ON CONFLICT (processor_id) DO NOTHING`, [processorId]);
  const [checkpoint]: { last_tx: string; last_gp: string }[] = await tx.query(
    `SELECT last_tx::text AS last_tx, last_gp::text AS last_gp FROM es_processors WHERE processor_id = $1 FOR UPDATE`,
    [processorId],
  );
  await lockLive(tx, replay);
  await replay.replayTail(tx, false);
  await bringLiveLevel(tx, replay, { transactionId: checkpoint.last_tx, globalPosition: checkpoint.last_gp });
  await swapInShadowTables(tx, replay.liveSchema, replay.tables);
  await tx.query(`UPDATE es_processors SET last_tx = $2::xid8, last_gp = $3, updated_at = clock_timestamp() WHERE processor_id = $1`, [
    processorId,
    replay.cursor.transactionId,
    replay.cursor.globalPosition,
  ]);
  return currentTransaction(tx);
}

/**
 * A processor's live tables are as far as its checkpoint, usually a little behind the log. So that the
 * tables it retires can be compared row for row with the rebuilt ones, the processor's own handler
 * takes them to the rebuild's cursor first, here where it is paused: work it was about to do anyway,
 * done only when it is a few batches (a processor far behind is reported as not compared).
 */
async function bringLiveLevel(tx: SqlClient, replay: ShadowReplay, checkpoint: LogCursor): Promise<void> {
  const [processor] = replay.models;
  const [{ behind }]: { behind: number }[] = await tx.query(
    `SELECT count(*)::int AS behind FROM es_events
      WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND (transaction_id, global_position) <= ($3::xid8, $4::bigint)
        AND event_type = ANY($5::text[])`,
    [checkpoint.transactionId, checkpoint.globalPosition, replay.cursor.transactionId, replay.cursor.globalPosition, replay.upcasters.storedNames(replay.eventTypes)],
  );
  replay.liveBehindAtSwap = behind;
  if (behind === 0 || behind > LEVELLING_LIMIT) return;
  await tx.query(`SET LOCAL search_path = ${pg.escapeIdentifier(replay.liveSchema)}`);
  const events = await readAfterPosition(tx, replay.upcasters, checkpoint, { limit: behind, eventTypes: replay.eventTypes, includeInFlightWindow: true });
  await processor.apply(tx, events.slice(0, behind));
  await tx.query(shadowSearchPath(replay.liveSchema));
  replay.liveBehindAtSwap = 0;
}

/** Events a paused processor's live tables may be taken forward by in the swap, for the comparison. */
const LEVELLING_LIMIT = 2_000;

async function lockLive(tx: SqlClient, replay: ShadowReplay): Promise<void> {
  await tx.query(`LOCK TABLE ${replay.tables.map((table) => qualified(replay.liveSchema, table)).join(', ')} IN ACCESS EXCLUSIVE MODE`);
}

async function currentTransaction(tx: SqlClient): Promise<string> {
  const [{ xid }]: { xid: string }[] = await tx.query(`SELECT pg_current_xact_id()::text AS xid`);
  return xid;
}
