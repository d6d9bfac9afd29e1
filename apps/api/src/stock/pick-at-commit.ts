import { prepared } from '../platform/database/batch-statement.js';
import { type EventMetadata, type EventSession, locksStatement, streamLock } from '../platform/event-store/index.js';
import { AT_HEAD_COLUMNS, shelfEventAtHead } from './event-at-head.js';
import type { ShelfMoves } from './order-stock.js';
import { decideStock, emptyShelf } from './stock.decider.js';
import { stockStream } from './stock.events.js';

/**
 * A packed order's shelf moves, sent with the COMMIT (docs/decisions.md#pick-at-commit): each shelf is
 * locked in the COMMIT's batch and `stock_unreserve_at_head` (stock/migrations) writes the pick or the
 * release against the shelf as it then is. A finish that locked its shelves before its first write held
 * a popular shelf through every round trip of its transaction, and that shelf's orders waited behind it
 * (bench/README.md, "Packing beside the orders"). What the order holds on each shelf is read here,
 * without the shelves' locks: only the order's own transactions move it, and the caller holds the
 * order's lock; the function checks it again under the shelf's. The rules are decideStock's.
 */
export async function pickAtCommit(session: EventSession, orderId: string, moves: ShelfMoves, metadata: EventMetadata): Promise<void> {
  const productIds = [...new Set([...moves.pick.map((pick) => pick.productId), ...moves.release])].sort();
  if (productIds.length === 0) return;
  const rows: { product_id: string; quantity: number }[] = await session.tx.query(
    `SELECT product_id, quantity FROM stock_reservations WHERE order_id = $1 AND product_id = ANY($2::text[])`,
    [orderId, productIds],
  );
  const held = new Map(rows.map((row) => [row.product_id, row.quantity]));
  const storedMetadata = JSON.stringify(metadata);
  const writes: ReturnType<typeof unreserve>[] = [];
  // Per shelf, as pickForOrder moves it: its picks, then what the order still holds there given back.
  for (const productId of productIds) {
    let holds = held.get(productId);
    for (const { quantity } of moves.pick.filter((pick) => pick.productId === productId)) {
      // Refuses as the decider refuses: nothing held to pick, or more than is held.
      decideStock({ type: 'PickStock', data: { productId, orderId, quantity } }, { ...emptyShelf(), reservations: holds === undefined ? {} : { [orderId]: holds } });
      writes.push(unreserve(session, 'StockPicked', productId, orderId, quantity, holds!, storedMetadata));
      holds = holds! > quantity ? holds! - quantity : undefined;
    }
    if (holds !== undefined && moves.release.includes(productId)) writes.push(unreserve(session, 'StockReleased', productId, orderId, holds, holds, storedMetadata));
  }
  if (writes.length === 0) return;
  const shelves = [...new Set(writes.map((write) => write.productId))];
  session.sendWithCommit(
    [locksStatement(shelves.map((productId) => streamLock(stockStream(productId).streamId))), ...writes.map((write) => write.statement)],
    writes.map((write) => write.event),
    ([, ...answers]) => answers.forEach((answer, i) => writes[i].decided(answer[0])),
  );
}

function unreserve(session: EventSession, type: 'StockPicked' | 'StockReleased', productId: string, orderId: string, quantity: number, holds: number, storedMetadata: string) {
  const schemaVersion = session.schemaVersionOf(type);
  const write = shelfEventAtHead(type, { productId, orderId, quantity }, schemaVersion, storedMetadata, (at) =>
    prepared(
      `SELECT ${AT_HEAD_COLUMNS} FROM stock_unreserve_at_head($1, $2, $3, $4::int, $5::int, $6::uuid, $7::int, $8::jsonb, $9::bytea, $10::bytea, $11, $12, $13::bytea)`,
      [type, productId, orderId, quantity, holds, at.eventId, schemaVersion, storedMetadata, at.hashStream, at.hashEvent, at.dataOpen, at.dataClose, at.hashMetadata],
    ),
  );
  return { ...write, productId };
}
