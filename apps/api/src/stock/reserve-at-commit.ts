import { type PreparedStatement, prepared } from '../platform/database/batch-statement.js';
import { type EventMetadata, type EventSession, locksStatement, streamLock } from '../platform/event-store/index.js';
import { AT_HEAD_COLUMNS, shelfEventAtHead } from './event-at-head.js';
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

/**
 * Sends the order's reservations with the COMMIT (locks first, in the one sorted order every writer
 * uses, then a statement per shelf), or throws ShelvesNeedLocks when the levels read already show a line
 * short. Call it last, after the order's own events and its idempotent answer: its statements then end
 * the COMMIT's batch, and a popular shelf waits for them and the COMMIT alone.
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
    ([, ...rows]) => rows.forEach((row, i) => reservations[i].decided(row[0])),
  );
}

function reservation(productId: string, orderId: string, quantity: number, schemaVersion: number, storedMetadata: string) {
  return shelfEventAtHead('StockReserved', { productId, orderId, quantity }, schemaVersion, storedMetadata, (at) =>
    prepared(`SELECT ${AT_HEAD_COLUMNS} FROM stock_reserve_at_head($1, $2, $3::int, $4::uuid, $5::int, $6::jsonb, $7::bytea, $8::bytea, $9, $10, $11::bytea)`, [
      productId,
      orderId,
      quantity,
      at.eventId,
      schemaVersion,
      storedMetadata,
      at.hashStream,
      at.hashEvent,
      at.dataOpen,
      at.dataClose,
      at.hashMetadata,
    ]),
  );
}
