import { describe, expect, it } from 'vitest';
import { paiseToRupees } from '../contracts/money.js';
import { catalogPathKey, discountPercentage } from './product-pricing.js';

describe('product pricing', () => {
  it('derives the whole-percent discount, rounded down', () => {
    expect(discountPercentage(2700, 2800)).toBe(3);
    expect(discountPercentage(11900, 14900)).toBe(20);
    expect(discountPercentage(7500, 10000)).toBe(25);
  });

  it('is 0 when there is no saving', () => {
    expect(discountPercentage(2700, 2700)).toBe(0);
    expect(discountPercentage(2800, 2700)).toBe(0);
    expect(discountPercentage(100, 0)).toBe(0);
  });

  it('shows paise as rupees', () => {
    expect(paiseToRupees(2750)).toBe(27.5);
    expect(paiseToRupees(26500)).toBe(265);
  });

  it('keys catalog paths without case', () => {
    expect(catalogPathKey(' Milk ')).toBe('milk');
    expect(catalogPathKey('paan-corner')).toBe('paan-corner');
  });
});
