import { describe, expect, it } from 'vitest';
import { catalogHref, productHref, shopHomeHref } from './storefront-paths';

describe('storefront paths (docs/product.md §2)', () => {
  it('sends guests to /{path} and customers to /c/{path}', () => {
    expect(catalogHref(null, 'dairy')).toBe('/dairy');
    expect(catalogHref('customer', 'paan-corner')).toBe('/c/paan-corner');
    expect(catalogHref('customer', 'Milk')).toBe('/c/Milk');
  });

  it('treats staff like guests: /c/ admits customers only', () => {
    expect(catalogHref('admin', 'fruits')).toBe('/fruits');
    expect(catalogHref('auditor', 'fruits')).toBe('/fruits');
  });

  it('keeps a path one URL segment', () => {
    expect(catalogHref(null, 'a/b c')).toBe('/a%2Fb%20c');
    expect(productHref('6750f0c1a3b2c4d5e6f70812')).toBe('/product/6750f0c1a3b2c4d5e6f70812');
  });

  it('leads home to the customer dashboard or the guest home', () => {
    expect(shopHomeHref('customer')).toBe('/customer/dashboard');
    expect(shopHomeHref(null)).toBe('/');
  });
});
