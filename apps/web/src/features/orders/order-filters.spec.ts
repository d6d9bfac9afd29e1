import { describe, expect, it } from 'vitest';
import { orderFilterOf, orderFilters } from './order-filters';

describe('order filters', () => {
  it('offers the six chips of docs/product.md §2 in order', () => {
    expect(orderFilters.map((filter) => filter.status)).toEqual(['all', 'pending_payment', 'confirmed', 'shipped', 'delivered', 'cancelled']);
  });

  it('reads the status query, falling back to all', () => {
    expect(orderFilterOf('shipped')).toBe('shipped');
    expect(orderFilterOf(null)).toBe('all');
    expect(orderFilterOf('preparing')).toBe('all');
    expect(orderFilterOf('SHIPPED')).toBe('all');
  });
});
