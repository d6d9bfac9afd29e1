import { describe, expect, it } from 'vitest';
import { isRupeeAmount } from './money.js';
import { rupees, rupeesText } from './money.contract.js';

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
});
