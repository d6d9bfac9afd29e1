import { describe, expect, it } from 'vitest';
import { productFixtures, productNamed } from '@jhatpat/api-client/testing';
import { substituteCandidates } from './substitute-candidates';

const line = (name: string, quantity = 1) => {
  const product = productNamed(name);
  return { productId: product._id, price: product.price, quantity };
};
const names = (products: { name: string }[]) => products.map((p) => p.name);

describe('substituteCandidates', () => {
  it('offers products of the same category at the same or a lower price, dearest first', () => {
    expect(names(substituteCandidates(line('Sudha Full Cream Milk'), 'dairy', productFixtures, []))).toEqual(['Amul Gold Full Cream Milk', 'Amul Taaza Toned Milk']);
  });

  it('never offers the ordered product, another category, a dearer product or one already in the order', () => {
    const eggs = line('Farm Fresh Eggs');
    const offered = names(substituteCandidates(eggs, 'dairy', productFixtures, [productNamed('Amul Gold Full Cream Milk')._id]));
    expect(offered).toEqual(['Sudha Full Cream Milk', 'Amul Taaza Toned Milk']);
    expect(offered).not.toContain('Sudha Fresh Malai Paneer'); // ₹90 against ₹84
    expect(offered).not.toContain('Harvest Gold White Bread'); // bakery
  });

  it('leaves out a product without enough on the shelf for the whole line', () => {
    const plenty = productFixtures.map((p) => (p.name === 'Amul Gold Full Cream Milk' ? { ...p, available: 2 } : p));
    expect(names(substituteCandidates(line('Sudha Full Cream Milk', 2), 'dairy', plenty, []))).toContain('Amul Gold Full Cream Milk');
    expect(names(substituteCandidates(line('Sudha Full Cream Milk', 3), 'dairy', plenty, []))).not.toContain('Amul Gold Full Cream Milk');
  });

  it('has nothing to offer for the cheapest of its category', () => {
    expect(substituteCandidates(line('Amul Taaza Toned Milk'), 'dairy', productFixtures, [])).toEqual([]);
  });
});
