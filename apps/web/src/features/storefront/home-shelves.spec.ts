import { describe, expect, it } from 'vitest';
import type { Product } from '@jhatpat/api-client';
import { homeShelves, SHELF_SIZE, shelfProducts } from './home-shelves';

const product = (n: number, subcategory: string): Product => ({
  _id: `p${n}`,
  name: `Product ${n}`,
  nameHi: `उत्पाद ${n}`,
  price: 10,
  originalPrice: 12,
  discountPercentage: 16,
  image: `/api/images/products/p${n}.svg`,
  weight: '1 pc',
  variant: '1 pc',
  unit: 'pc',
  desc: '',
  description: '',
  category: 'sweets',
  subcategory,
  subcategoryHi: subcategory,
  available: 10,
});

describe('home shelves (docs/product.md §2)', () => {
  it('are the five sections, the last one loaded later', () => {
    expect(homeShelves.map((shelf) => shelf.title)).toEqual([
      'Related products',
      'Cold drinks & juices',
      'Snacks & chips',
      'Candies & gums',
      'Makhana & dry fruits',
    ]);
    expect(homeShelves.filter((shelf) => shelf.later).map((shelf) => shelf.id)).toEqual(['makhana']);
  });

  it('keeps only the shelf subcategory, in catalog order, any case', () => {
    const candies = homeShelves.find((shelf) => shelf.id === 'candies')!;
    const products = [product(1, 'mithai'), product(2, 'Chocolates & Candies'), product(3, 'puja sweets'), product(4, 'chocolates & candies')];
    expect(shelfProducts(candies, products).map((p) => p._id)).toEqual(['p2', 'p4']);
  });

  it('shows at most SHELF_SIZE products', () => {
    const snacks = homeShelves.find((shelf) => shelf.id === 'snacks')!;
    const many = Array.from({ length: SHELF_SIZE + 5 }, (_, i) => product(i, 'namkeen'));
    expect(shelfProducts(snacks, many)).toHaveLength(SHELF_SIZE);
    expect(shelfProducts(snacks, [])).toEqual([]);
  });
});
