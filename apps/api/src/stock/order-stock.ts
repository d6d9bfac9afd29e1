import type { EventMetadata, EventSession } from '../platform/event-store/index.js';
import { Refusal } from '../platform/event-store/index.js';
import { decideStock, type StockState, StockShortage, stockModel } from './stock.decider.js';
import { stockStream } from './stock.events.js';

/** A line an order wants from the shelf. */
export interface OrderLine {
  productId: string;
  name: string;
  quantity: number;
}

/** What packing an order moves on the shelves: units picked into the bag, and shelves whose rest the order gives back. */
export interface ShelfMoves {
  pick: readonly { productId: string; quantity: number }[];
  release: readonly string[];
}

/** One line the shelf cannot fill, as the checkout shows it. */
export interface ShortLine {
  productId: string;
  name: string;
  wanted: number;
  available: number;
}

/** A 409 naming every short line (not only the first), so the shopper fixes the cart in one go. */
export class OutOfStockRefusal extends Refusal {
  override name = 'OutOfStockRefusal';
  constructor(readonly shortLines: readonly ShortLine[]) {
    super(`Not enough stock: ${shortLines.map((line) => `${line.name} (${line.available} left)`).join(', ')}`, 'conflict', { shortLines });
  }
}

/**
 * Locks every product's stream in one sorted order (two orders for the same products then queue
 * instead of deadlocking), after whatever the caller locked first: callers lock their order or cart
 * streams before any stock stream, and nothing locks a stock stream before those, so no cycle forms.
 */
async function lockShelves(session: EventSession, productIds: readonly string[]): Promise<string[]> {
  const sorted = [...new Set(productIds)].sort();
  // Each shelf's row comes with the locks: the callers load every shelf they lock next.
  const shelves = sorted.map(stockStream);
  await session.lock(shelves.map((shelf) => shelf.streamId), shelves);
  return sorted;
}

/**
 * Reserves every line for the order in the caller's transaction (the one that appends OrderPlaced),
 * or refuses with all the short lines: either every unit is promised with the order or nothing is.
 * Call it before the transaction's first write (its locks must come first).
 */
export async function reserveForOrder(session: EventSession, orderId: string, lines: readonly OrderLine[], metadata: EventMetadata): Promise<void> {
  const wanted = new Map<string, OrderLine>();
  for (const line of lines) {
    const known = wanted.get(line.productId);
    wanted.set(line.productId, known ? { ...known, quantity: known.quantity + line.quantity } : line);
  }
  const decided = [];
  const short: ShortLine[] = [];
  for (const productId of await lockShelves(session, [...wanted.keys()])) {
    const line = wanted.get(productId)!;
    const shelf = await session.load(stockStream(productId), stockModel);
    try {
      decided.push({ productId, version: shelf.version, events: decideStock({ type: 'ReserveStock', data: { productId, orderId, quantity: line.quantity } }, shelf.state) });
    } catch (error) {
      if (!(error instanceof StockShortage)) throw error;
      short.push({ productId, name: line.name, wanted: error.wanted, available: error.available });
    }
  }
  if (short.length > 0) throw new OutOfStockRefusal(short.sort((a, b) => lines.findIndex((l) => l.productId === a.productId) - lines.findIndex((l) => l.productId === b.productId)));
  for (const { productId, version, events } of decided) {
    if (events.length > 0) await session.append(stockStream(productId), version, events, metadata);
  }
}

/** Locks the shelves an order reserved from, before the caller's first write (see lockShelves). */
export const lockOrderShelves = (session: EventSession, productIds: readonly string[]): Promise<string[]> => lockShelves(session, productIds);

/**
 * A locked shelf's state with the order's reservation in it. A state read from the shelf's row has none
 * (stock_reservations holds them, a row per order), so the order's is read by key; that row is current,
 * because a row at its stream's version means this transaction has no write of that shelf still waiting
 * for the COMMIT (a state folded from the log holds every reservation already).
 */
async function shelfForOrder(session: EventSession, orderId: string, productId: string): Promise<{ state: StockState; version: number }> {
  const shelf = await session.load(stockStream(productId), stockModel);
  if (shelf.state.reservations !== null) return shelf;
  const rows: { quantity: number }[] = await session.tx.query(`SELECT quantity FROM stock_reservations WHERE product_id = $1 AND order_id = $2`, [productId, orderId]);
  return { version: shelf.version, state: { ...shelf.state, reservations: rows.length > 0 ? { [orderId]: rows[0].quantity } : {} } };
}

/** Gives back what the order still holds on each shelf (a cancel, an expiry); shelves it holds nothing on are left alone. */
export async function releaseForOrder(session: EventSession, orderId: string, productIds: readonly string[], metadata: EventMetadata): Promise<void> {
  for (const productId of [...new Set(productIds)].sort()) {
    const shelf = await shelfForOrder(session, orderId, productId);
    const events = decideStock({ type: 'ReleaseStock', data: { productId, orderId } }, shelf.state);
    if (events.length > 0) await session.append(stockStream(productId), shelf.version, events, metadata);
  }
}

/** Picks what the order still holds on each shelf: its units leave the store with it (shipped without being packed). */
export async function pickRestForOrder(session: EventSession, orderId: string, productIds: readonly string[], metadata: EventMetadata): Promise<void> {
  for (const productId of [...new Set(productIds)].sort()) {
    const shelf = await shelfForOrder(session, orderId, productId);
    const quantity = shelf.state.reservations?.[orderId];
    if (quantity === undefined) continue;
    await session.append(stockStream(productId), shelf.version, decideStock({ type: 'PickStock', data: { productId, orderId, quantity } }, shelf.state), metadata);
  }
}

/** Picks these units for the order, then gives back what it holds beyond them (a packed order: docs/decisions.md#packing). */
export async function pickForOrder(
  session: EventSession,
  orderId: string,
  moves: ShelfMoves,
  metadata: EventMetadata,
): Promise<void> {
  for (const { productId, quantity } of [...moves.pick].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const shelf = await shelfForOrder(session, orderId, productId);
    await session.append(stockStream(productId), shelf.version, decideStock({ type: 'PickStock', data: { productId, orderId, quantity } }, shelf.state), metadata);
  }
  await releaseForOrder(session, orderId, moves.release, metadata);
}
