import { describe, expect, it } from 'vitest';
import { draftProblems, emptyDraft } from './product-draft';

describe('draftProblems', () => {
  it('asks for a name and a price', () => {
    expect(draftProblems(emptyDraft)).toEqual({ name: 'Product name is required', price: 'Price is required' });
  });

  it.each(['abc', '0', '-5', '12.345', '1e3'])('refuses the price %j', (price) => {
    expect(draftProblems({ ...emptyDraft, name: 'Paneer', price }).price).toBe('Price must be a number above 0, with at most 2 decimals');
  });

  it('accepts a whole or 2-decimal price and an image link or path', () => {
    expect(draftProblems({ ...emptyDraft, name: 'Paneer', price: '89.50', image: '/api/images/products/paneer.svg' })).toEqual({});
    expect(draftProblems({ ...emptyDraft, name: 'Paneer', price: '90', image: 'javascript:alert(1)' })).toEqual({ image: 'Image must be an http(s) link or an /api/images/ path' });
  });
});
