import { describe, expect, it } from 'vitest';
import { productName } from './product-text';

describe('a product\'s name', () => {
  it('is its nameHi in Hindi and its name otherwise; no nameHi reads English', () => {
    expect(productName({ name: 'Robusta Banana', nameHi: 'केला रोबस्टा' }, 'hi')).toBe('केला रोबस्टा');
    expect(productName({ name: 'Robusta Banana', nameHi: 'केला रोबस्टा' }, 'en')).toBe('Robusta Banana');
    expect(productName({ name: 'Robusta Banana', nameHi: null }, 'hi')).toBe('Robusta Banana');
  });
});
