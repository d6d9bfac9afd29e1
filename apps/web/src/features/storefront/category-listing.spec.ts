import { describe, expect, it } from 'vitest';
import type { Product } from '@jhatpat/api-client';
import { specProduct } from './spec-product';
import { listedProducts, listingChoiceOf, listingQueryOf, subcategoriesOf } from './category-listing';

const product = (name: string, subcategory: string, price: number, discountPercentage: number) => specProduct(name, { subcategory, price, discountPercentage });

const shelf = [product('Toned Milk', 'milk', 27, 3), product('Paneer', 'paneer', 90, 5), product('Cow Milk', 'milk', 34, 0), product('Curd', 'paneer', 34, 12)];
const names = (products: readonly Product[]) => products.map((p) => p.name);

describe('a category page listing', () => {
  it('offers the subcategories in shelf order', () => {
    expect(subcategoriesOf(shelf)).toEqual(['milk', 'paneer']);
  });

  it('given a subcategory, shows only its products in shelf order', () => {
    expect(names(listedProducts(shelf, { subcategory: 'milk', sort: 'relevance' }))).toEqual(['Toned Milk', 'Cow Milk']);
  });

  it('given a subcategory no product has, shows the whole shelf', () => {
    expect(names(listedProducts(shelf, { subcategory: 'ghee', sort: 'relevance' }))).toEqual(names(shelf));
  });

  it('sorts by price both ways, equal prices keeping shelf order', () => {
    expect(names(listedProducts(shelf, { subcategory: null, sort: 'price-asc' }))).toEqual(['Toned Milk', 'Cow Milk', 'Curd', 'Paneer']);
    expect(names(listedProducts(shelf, { subcategory: null, sort: 'price-desc' }))).toEqual(['Paneer', 'Cow Milk', 'Curd', 'Toned Milk']);
  });

  it('sorts by discount, largest first, within the subcategory', () => {
    expect(names(listedProducts(shelf, { subcategory: 'paneer', sort: 'discount' }))).toEqual(['Curd', 'Paneer']);
    expect(names(shelf)).toEqual(['Toned Milk', 'Paneer', 'Cow Milk', 'Curd']);
  });

  it('reads and writes the choice in the URL query, defaults left out', () => {
    expect(listingChoiceOf(new URLSearchParams('sub=paneer%2C+curd+%26+butter&sort=price-desc'))).toEqual({ subcategory: 'paneer, curd & butter', sort: 'price-desc' });
    expect(listingChoiceOf(new URLSearchParams('sort=cheapest'))).toEqual({ subcategory: null, sort: 'relevance' });
    expect(listingQueryOf({ subcategory: null, sort: 'relevance' }).toString()).toBe('');
    expect(listingQueryOf({ subcategory: 'milk', sort: 'discount' }).toString()).toBe('sub=milk&sort=discount');
  });
});
