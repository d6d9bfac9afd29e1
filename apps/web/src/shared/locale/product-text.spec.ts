import { describe, expect, it } from 'vitest';
import { orderLineName, productName } from './product-text';

describe('an order line\'s name', () => {
  const line = { productId: 'p-milk', name: 'Amul Taaza Toned Milk' };
  const hindiNames = { 'p-milk': 'अमूल ताज़ा टोंड दूध' };

  it('is the catalog\'s Hindi name for a Hindi reader when the catalog knows the product', () => {
    expect(orderLineName(line, hindiNames, 'hi')).toBe('अमूल ताज़ा टोंड दूध');
  });

  it('is the English it was placed with for an English reader, whatever the catalog says', () => {
    expect(orderLineName(line, hindiNames, 'en')).toBe('Amul Taaza Toned Milk');
  });

  it('falls back to the English when the catalog no longer knows the product (or has not answered yet)', () => {
    expect(orderLineName({ productId: 'p-gone', name: 'Old Biscuits' }, hindiNames, 'hi')).toBe('Old Biscuits');
    expect(orderLineName(line, {}, 'hi')).toBe('Amul Taaza Toned Milk');
  });
});

describe('a product\'s name', () => {
  it('is its nameHi in Hindi and its name otherwise; no nameHi reads English', () => {
    expect(productName({ name: 'Robusta Banana', nameHi: 'केला रोबस्टा' }, 'hi')).toBe('केला रोबस्टा');
    expect(productName({ name: 'Robusta Banana', nameHi: 'केला रोबस्टा' }, 'en')).toBe('Robusta Banana');
    expect(productName({ name: 'Robusta Banana', nameHi: null }, 'hi')).toBe('Robusta Banana');
  });
});
