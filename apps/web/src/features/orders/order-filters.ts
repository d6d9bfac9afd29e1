import type { OrderStatus } from '@jhatpat/domain';

/** docs/product.md §2 /orders: the filter chips, in order; `all` shows every order. */
export const orderFilters = [
  { status: 'all', label: 'All' },
  { status: 'pending_payment', label: 'Pending payment' },
  { status: 'confirmed', label: 'Confirmed' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
  { status: 'cancelled', label: 'Cancelled' },
] as const satisfies readonly { status: OrderStatus | 'all'; label: string }[];

export type OrderFilter = (typeof orderFilters)[number]['status'];

/** The `status` query parameter as a filter; anything else (absent, mistyped) shows all orders. */
export function orderFilterOf(value: string | null): OrderFilter {
  return orderFilters.find((filter) => filter.status === value)?.status ?? 'all';
}
