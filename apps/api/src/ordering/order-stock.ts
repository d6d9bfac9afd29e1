import type { EventMetadata, EventSession } from '../platform/event-store/index.js';
import { lockOrderShelves, pickRestForOrder, releaseForOrder } from '../stock/index.js';
import type { OrderState } from './order.decider.js';
import type { OrderEvent } from './order.events.js';
import { shelvesOfOrder } from './packing/packing.decider.js';

const movesTo = (events: readonly OrderEvent[], statuses: readonly string[]) => events.some((event) => event.type === 'OrderStatusChanged' && statuses.includes(event.data.to));

/**
 * What an order's change does to the shelves it holds units on:
 * - a cancel gives back what it still holds (every path that cancels goes through here: the customer,
 *   an admin, the payment expiry), so no cancelled order keeps units off the shelf;
 * - an order that leaves the store without being packed (staff or a rider skipping the packing floor)
 *   takes what it still holds: those units are picked, so a delivered order keeps nothing reserved
 *   (docs/decisions.md#packing; a packed order's units were picked when it was packed).
 * The shelves are locked before the first write, after the order's own lock (place-order locks in the
 * same order: order, then shelves).
 */
export async function givesBackStock(session: EventSession, state: OrderState, events: readonly OrderEvent[], metadata: EventMetadata, append: () => Promise<unknown>): Promise<void> {
  const move = movesTo(events, ['cancelled']) ? 'release' : state.status !== 'packed' && movesTo(events, ['shipped', 'delivered']) ? 'pick' : null;
  const productIds = move && state.placed ? shelvesOfOrder(state) : [];
  if (productIds.length > 0) await lockOrderShelves(session, productIds);
  await append();
  if (productIds.length === 0 || !state.placed) return;
  if (move === 'release') await releaseForOrder(session, state.placed.orderId, productIds, metadata);
  else await pickRestForOrder(session, state.placed.orderId, productIds, metadata);
}
