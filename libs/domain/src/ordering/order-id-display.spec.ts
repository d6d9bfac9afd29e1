import { describe, expect, it } from 'vitest';
import { adminOrderId, customerOrderId } from './order-id-display.js';

describe('order id display (docs/product.md §9)', () => {
  it('shows customers the first 8 characters', () => {
    expect(customerOrderId('6922b4d0e1f2a3b4c5d6ab12')).toBe('6922b4d0');
    expect(customerOrderId('6650f3a2b1c4d5e6f7a8b9c0')).toBe('6650f3a2');
  });

  it('shows admins characters 18 to 24, upper-cased', () => {
    expect(adminOrderId('6922b4d0e1f2a3b4c5d6ab12')).toBe('D6AB12');
  });
});
