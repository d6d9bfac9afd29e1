import { describe, expect, it } from 'vitest';
import { categoryLabel, shopCategories } from './shop-categories.js';

describe('shop categories', () => {
  it('has the 20 entries of the category grid, each once', () => {
    expect(shopCategories).toHaveLength(20);
    expect(new Set(shopCategories).size).toBe(20);
  });

  it('labels paths for people', () => {
    expect(categoryLabel('puja-essentials')).toBe('Puja Essentials');
    expect(categoryLabel('Milk')).toBe('Milk');
  });
});
