import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesToPaise } from './money.js';

describe('formatRupees', () => {
  it('shows two decimals and the rupee sign', () => {
    expect(formatRupees(4500)).toBe('₹45.00');
    expect(formatRupees(5)).toBe('₹0.05');
  });

  it('groups digits the Indian way (lakh, crore)', () => {
    expect(formatRupees(12345650)).toBe('₹1,23,456.50');
  });

  it('refuses fractional paise instead of rounding money silently', () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
  });
});

describe('rupeesToPaise', () => {
  it('converts exact rupee amounts', () => {
    expect(rupeesToPaise(49.99)).toBe(4999);
    expect(rupeesToPaise(0)).toBe(0);
  });

  it('refuses amounts finer than a paisa', () => {
    expect(() => rupeesToPaise(1.005)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });

  it('converts binary noise to the paisa it stands for', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
});
