import { describe, expect, it } from 'vitest';
import type { Product } from '@jhatpat/api-client';
import { specProduct } from './spec-product';
import { SIMILAR_COUNT, similarProducts } from './similar-products';

const product = (name: string, subcategory: string, available = 5) => specProduct(name, { subcategory, available });

const names = (products: readonly Product[]) => products.map((p) => p.name);
const tonedMilk = product('Toned Milk', 'milk');

describe('similar items', () => {
  it('given a shelf, puts the same subcategory first and leaves the product itself out', () => {
    const shelf = [product('Paneer', 'paneer'), tonedMilk, product('Cow Milk', 'milk'), product('Curd', 'paneer'), product('Gold Milk', 'milk')];
    expect(names(similarProducts(tonedMilk, shelf))).toEqual(['Cow Milk', 'Gold Milk', 'Paneer', 'Curd']);
  });

  it('puts sold-out products after those in stock, within the subcategory and the category alike', () => {
    const shelf = [product('Soldout Milk', 'milk', 0), product('Soldout Paneer', 'paneer', 0), product('Paneer', 'paneer'), tonedMilk, product('Cow Milk', 'milk')];
    expect(names(similarProducts(tonedMilk, shelf))).toEqual(['Cow Milk', 'Paneer', 'Soldout Milk', 'Soldout Paneer']);
  });

  it(`shows at most ${SIMILAR_COUNT}, and none when the product is alone on its shelf`, () => {
    const shelf = [tonedMilk, ...Array.from({ length: 10 }, (_, i) => product(`Milk ${i}`, 'milk'))];
    expect(names(similarProducts(tonedMilk, shelf))).toEqual(['Milk 0', 'Milk 1', 'Milk 2', 'Milk 3', 'Milk 4', 'Milk 5', 'Milk 6']);
    expect(similarProducts(tonedMilk, [tonedMilk])).toEqual([]);
  });
});
