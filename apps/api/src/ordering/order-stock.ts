import type { EventMetadata, EventSession } from '../platform/event-store/index.js';
import { lockOrderShelves, releaseForOrder } from '../stock/index.js';
import type { OrderState } from './order.decider.js';
import type { OrderEvent } from './order.events.js';

const cancels = (events: readonly OrderEvent[]) => events.some((event) => event.type === 'OrderStatusChanged' && event.data.to === 'cancelled');

/**
 * Appends an order's change (`append`) and, when it cancels the order, gives its reserved stock back in
 * the same transaction: every path that cancels (the customer, an admin, the payment expiry) goes
 * through here, so no cancelled order keeps units off the shelf. The shelves are locked before the
 * first write, after the order's own lock (place-order locks in the same order: order, then shelves).
 */
export async function givesBackStock(session: EventSession, state: OrderState, events: readonly OrderEvent[], metadata: EventMetadata, append: () => Promise<unknown>): Promise<void> {
  const productIds = cancels(events) && state.placed ? state.placed.items.map((item) => item.productId) : [];
  if (productIds.length > 0) await lockOrderShelves(session, productIds);
  await append();
  if (productIds.length > 0 && state.placed) await releaseForOrder(session, state.placed.orderId, productIds, metadata);
}
