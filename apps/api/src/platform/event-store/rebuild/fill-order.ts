import type { SqlClient } from '../../database/sql-transaction.js';

/** A SQL fill to schedule: its model's name and the events it reads in this rebuild. */
export interface FillToOrder {
  model: string;
  events: number;
}

/**
 * The order the first pass starts its SQL fills in: longest first, so that its connections, each taking
 * the next fill as it frees, finish together (longest-processing-time-first; what Jest does with its
 * slowest test files). How long a fill takes is not its events read (stock-view's fill reads as many
 * events as cart-view's and took half its time; order-view's a quarter more and twice its time, at a
 * million events), so each fill's last time is kept (es_rebuild_fill_times) and scaled by the events it reads
 * now. A fill never timed goes first, the most events first: it may be the longest.
 */
export async function longestFirst<T extends FillToOrder>(db: SqlClient, fills: readonly T[]): Promise<T[]> {
  const rows: { model: string; seconds: number; events: string }[] = await db.query(
    `SELECT model, seconds, events::text AS events FROM es_rebuild_fill_times WHERE model = ANY($1::text[])`,
    [fills.map((fill) => fill.model)],
  );
  const last = new Map(rows.map((row) => [row.model, row]));
  const expected = (fill: T): number => {
    const timed = last.get(fill.model);
    if (!timed) return Number.POSITIVE_INFINITY;
    return Number(timed.events) > 0 ? (timed.seconds * fill.events) / Number(timed.events) : timed.seconds;
  };
  return [...fills].sort((a, b) => expected(b) - expected(a) || b.events - a.events);
}

/** Keeps how long this fill took, in the fill's own transaction (a fill rolled back leaves the last time). */
export async function noteFillTime(tx: SqlClient, fill: FillToOrder, seconds: number): Promise<void> {
  await tx.query(
    `INSERT INTO es_rebuild_fill_times (model, seconds, events, recorded_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (model) DO UPDATE SET seconds = EXCLUDED.seconds, events = EXCLUDED.events, recorded_at = EXCLUDED.recorded_at`,
    [fill.model, seconds, fill.events],
  );
}
