import { randomUUID } from 'node:crypto';
import { type PreparedStatement, prepared } from '../platform/database/batch-statement.js';
import {
  canonicalJson,
  type EventMetadata,
  type EventSession,
  eventHashPieces,
  knownAtCommit,
  locksStatement,
  type RecordedEvent,
  streamLock,
  unknownUntilCommit,
} from '../platform/event-store/index.js';
import type { OrderLine } from './order-stock.js';
import { stockStream } from './stock.events.js';

/**
 * Reserving an order's lines where the shelves' locks are: in the COMMIT's round trip
 * (docs/decisions.md#reserve-at-commit). An order that locked its shelves with its opening held a popular
 * shelf through Node's turn (its decision, sealing, the COMMIT's statements written) and two round trips,
 * and every other order for that shelf waited that long; here each shelf is locked in the COMMIT's batch
 * and `stock_reserve_at_head` (stock/migrations) writes the reservation against the shelf as it then is.
 * The rule is decideStock's (no more than is available; the event says what is left), checked twice: by
 * the shop on the levels it read without the locks, and by the function under them. Where either finds a
 * line short the order is placed again with its shelves locked from the opening (reserveForOrder), where
 * the decider names every short line against the shelf as it then is.
 */

/** The levels of the shelves an order wants, read with its opening but without their locks: a first look only. */
export function shelfLevelsRead(productIds: readonly string[]): PreparedStatement {
  const ids = [...new Set(productIds)].sort();
  return prepared(`SELECT product_id, available FROM stock_view WHERE product_id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`, ids);
}

export function shelfLevelsOf(rows: readonly unknown[]): ReadonlyMap<string, number> {
  return new Map((rows as { product_id: string; available: number }[]).map((row) => [row.product_id, row.available]));
}

/** A line looked short, or a shelf moved on before the COMMIT: place the order again with its shelves locked from the opening. */
export class ShelvesNeedLocks extends Error {
  override name = 'ShelvesNeedLocks';
}

/** JPS01: stock_reserve_at_head found a shelf short (or its row not at its stream's version) under its lock. */
export const isShelfShortAtCommit = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'JPS01';

// The event's canonical data with `available` left for the database: its key sorts first, and the rest is the shop's own text.
const DATA_OPEN = '{"available":';

/**
 * Sends the order's reservations with the COMMIT (locks first, in the one sorted order every writer
 * uses, then a statement per shelf), or throws ShelvesNeedLocks when the levels read already show a line
 * short. Call it where reserveForOrder would be called, before the order's own events.
 */
export function reserveAtCommit(session: EventSession, orderId: string, lines: readonly OrderLine[], metadata: EventMetadata, levels: ReadonlyMap<string, number>): void {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  if ([...wanted].some(([productId, quantity]) => quantity > (levels.get(productId) ?? 0))) throw new ShelvesNeedLocks();
  const productIds = [...wanted.keys()].sort();
  const storedMetadata = JSON.stringify(metadata);
  const schemaVersion = session.schemaVersionOf('StockReserved');
  const reservations = productIds.map((productId) => reservation(productId, orderId, wanted.get(productId)!, schemaVersion, storedMetadata));
  session.sendWithCommit(
    [locksStatement(productIds.map((productId) => streamLock(stockStream(productId).streamId))), ...reservations.map((r) => r.statement)],
    reservations.map((r) => r.event),
    ([, ...rows]) => rows.forEach((row, i) => reservations[i].decided(row[0] as DecidedRow)),
  );
}

interface DecidedRow {
  global_position: string;
  transaction_id: string;
  recorded_at: Date | string;
  stream_version: string;
  available: number;
}

function reservation(productId: string, orderId: string, quantity: number, schemaVersion: number, storedMetadata: string) {
  const { streamId, streamType } = stockStream(productId);
  const eventId = randomUUID();
  // What the hash covers is the event as a reader gets it back: the metadata through JSON, as eventsWrite hashes it.
  const hashedMetadata: unknown = JSON.parse(storedMetadata);
  const pieces = eventHashPieces({ streamId, eventId, type: 'StockReserved', schemaVersion, metadata: hashedMetadata });
  const canonical = canonicalJson({ productId, orderId, quantity, available: 0 });
  if (!canonical.startsWith(`${DATA_OPEN}0,`)) throw new Error(`StockReserved's canonical data no longer starts with its available: ${canonical}`);
  const statement = prepared(
    `SELECT global_position, transaction_id, recorded_at, stream_version::text AS stream_version, available
       FROM stock_reserve_at_head($1, $2, $3::int, $4::uuid, $5::int, $6::jsonb, $7::bytea, $8::bytea, $9, $10, $11::bytea)`,
    [productId, orderId, quantity, eventId, schemaVersion, storedMetadata, pieces.stream, pieces.event, DATA_OPEN, canonical.slice(DATA_OPEN.length + 1), pieces.metadata],
  );
  const data = unknownUntilCommit({ productId, orderId, quantity } as { productId: string; orderId: string; quantity: number; available: number }, ['available']);
  const event = unknownUntilCommit({ eventId, streamId, streamType, type: 'StockReserved', schemaVersion, data, metadata: hashedMetadata } as RecordedEvent, [
    'streamVersion',
    'globalPosition',
    'transactionId',
    'recordedAt',
  ]);
  const decided = (row: DecidedRow) => {
    knownAtCommit(data, { available: row.available });
    knownAtCommit(event, { streamVersion: Number(row.stream_version), globalPosition: row.global_position, transactionId: row.transaction_id, recordedAt: new Date(row.recorded_at) });
  };
  return { statement, event, decided };
}
