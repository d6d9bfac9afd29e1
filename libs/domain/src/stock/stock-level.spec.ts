import { describe, expect, it } from 'vitest';
import { LOW_STOCK_AT, stockLevel } from './stock-level.js';

describe('stockLevel', () => {
  it('reads 0 (or less) as out, 1 to LOW_STOCK_AT as low, more as in stock', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(-2)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(LOW_STOCK_AT)).toBe('low');
    expect(stockLevel(LOW_STOCK_AT + 1)).toBe('in');
  });
});
