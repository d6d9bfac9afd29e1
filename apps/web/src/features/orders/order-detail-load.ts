import type { Order, OrdersApi, PackedOrderDetail } from '@jhatpat/api-client';

// docs/product.md §8 "Order detail": the two failures, in the spec's words.
export const orderDetailMessages = {
  notFound: 'Order not found or invalid data format',
  failed: 'Failed to load order details',
} as const;

/** A load failure as libs/machines' serverMessage reads it, so useLoad shows exactly this text. */
export class OrderDetailFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const statusOf = (error: unknown): number => (typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0);

/** Enough of an order to draw the screen; anything less is "invalid data format". */
function isOrder(value: unknown): value is Order {
  const order = value as Partial<Order> | null;
  return !!order && typeof order._id === 'string' && typeof order.status === 'string' && Array.isArray(order.items) && typeof order.grandTotal === 'number' && !!order.address;
}

/** GET /orders/{id} for the detail screen: a missing, foreign or malformed order reads "not found". */
export async function loadOrderDetail(orders: Pick<OrdersApi, 'get'>, orderId: string): Promise<PackedOrderDetail> {
  let answer: unknown;
  try {
    answer = await orders.get(orderId);
  } catch (error) {
    const status = statusOf(error);
    // 400 (a malformed id) and 404 (missing, or another customer's) are the same to the shopper.
    throw new OrderDetailFailure(status || 500, status === 400 || status === 404 ? orderDetailMessages.notFound : orderDetailMessages.failed);
  }
  const order = (answer as { order?: unknown } | null)?.order;
  if (!isOrder(order)) throw new OrderDetailFailure(422, orderDetailMessages.notFound);
  // What packing changed rides beside the order (docs/decisions.md#packing).
  return { ...order, packing: (answer as { packing?: PackedOrderDetail['packing'] }).packing ?? null };
}
