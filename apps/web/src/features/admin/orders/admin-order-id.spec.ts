import { describe, expect, it } from 'vitest';
import { orderSearchTerm } from './admin-order-id';

describe('orderSearchTerm', () => {
  it.each([
    ['#d6ab12', 'd6ab12'],
    ['  # 9876543210 ', '9876543210'],
    ['Asha', 'Asha'],
    ['##1', '#1'],
    ['   ', ''],
  ])('turns %j into %j', (input, term) => {
    expect(orderSearchTerm(input)).toBe(term);
  });
});
