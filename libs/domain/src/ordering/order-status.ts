// docs/product.md §4 "Order status": six statuses, plus packed (docs/decisions.md#packing: finished on the
// packing floor, ready for riders); the tracker shows six in a line, cancelled apart (in red).
export const orderStatuses = ['pending_payment', 'confirmed', 'preparing', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

/** The tracker's linear progression; pending_payment is labelled "Payment" (docs/product.md §4). */
export const trackerSteps = [
  { status: 'pending_payment', label: 'Payment' },
  { status: 'confirmed', label: 'Confirmed' },
  { status: 'preparing', label: 'Preparing' },
  { status: 'packed', label: 'Packed' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
] as const satisfies readonly { status: OrderStatus; label: string }[];

/** Position of a status on the tracker, or -1 for cancelled, which is shown apart. */
export function trackerStepIndex(status: OrderStatus): number {
  return trackerSteps.findIndex((step) => step.status === status);
}

/** No further change is expected once an order is delivered or cancelled. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return status === 'delivered' || status === 'cancelled';
}
