import { describe, expect, it } from 'vitest';
import { legacyOrderNumberOf, orderNumberOf, parseOrderNumber } from './order-id-display.js';

describe('order numbers (docs/product.md §9)', () => {
  it('writes the n-th order as JP- and at least six digits', () => {
    expect(orderNumberOf(1)).toBe('JP-000001');
    expect(orderNumberOf(123)).toBe('JP-000123');
    expect(orderNumberOf(1_234_567)).toBe('JP-1234567');
  });

  it('writes an order from before numbers by its position in the log, apart from every new number', () => {
    expect(legacyOrderNumberOf('4817')).toBe('JP-L4817');
    expect(legacyOrderNumberOf(12)).not.toBe(orderNumberOf(12));
  });

  it('reads what people type, with or without # and dash, in any case', () => {
    expect(parseOrderNumber('JP-000123')).toBe('JP-000123');
    expect(parseOrderNumber(' #jp-000123 ')).toBe('JP-000123');
    expect(parseOrderNumber('JP123')).toBe('JP-000123');
    expect(parseOrderNumber('jp-l4817')).toBe('JP-L4817');
  });

  it('refuses what is not an order number', () => {
    expect(parseOrderNumber('6922b4d0e1f2a3b4c5d6ab12')).toBeNull();
    expect(parseOrderNumber('JP-')).toBeNull();
    expect(parseOrderNumber('KP-000123')).toBeNull();
  });
});
