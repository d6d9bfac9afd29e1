import { describe, expect, it } from 'vitest';
import { formatRupees, isRupeeAmount, rupees, rupeesText, rupeesToPaise } from './money.contract.js';

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
});

describe('the 2-decimal rupee rule', () => {
  it.each([
    [27, true],
    [27.5, true],
    [49.99, true],
    [0.1 + 0.2, true],
    [1.005, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
    ['27', false],
  ])('%s', (amount, fine) => {
    expect(isRupeeAmount(amount)).toBe(fine);
    expect(rupees.safeParse(amount).success).toBe(fine);
  });

  it.each([['45', 45], [' 45.5 ', 45.5], ['45.50', 45.5], ['45.505', null], ['4e1', null], ['-5', null], ['', null]])('reads the form text %j', (text, amount) => {
    const read = rupeesText.safeParse(text);
    expect(read.success ? read.data : null).toBe(amount);
  });

  it('converts binary noise to the paisa it stands for', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
});
