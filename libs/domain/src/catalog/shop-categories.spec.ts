import { describe, expect, it } from 'vitest';
import { bannerPaths, categoryLabel, featuredCategories, shopCategories } from './shop-categories.js';
import { categoryLabelHi, categoryLabelsHi } from './shop-categories.hi.js';

describe('shop categories', () => {
  it('has the 20 entries of the category grid, each once', () => {
    expect(shopCategories).toHaveLength(20);
    expect(new Set(shopCategories).size).toBe(20);
  });

  it('labels paths for people', () => {
    expect(categoryLabel('puja-essentials')).toBe('Puja Essentials');
    expect(categoryLabel('Milk')).toBe('Milk');
  });

  it('labels every grid category, featured and banner path in Hindi, in Devanagari', () => {
    const paths = [...shopCategories, ...featuredCategories, ...bannerPaths];
    const labels = paths.map((path) => [path, categoryLabelHi(path)]);
    expect(labels.filter(([, label]) => !/^[\u0900-\u097F][\u0900-\u097F ,-]*$/.test(label))).toEqual([]);
    expect(Object.keys(categoryLabelsHi).sort()).toEqual([...new Set(paths.map((path) => path.toLowerCase()))].sort());
    expect(categoryLabelHi('Milk')).toBe('दूध');
    expect(categoryLabelHi(' Puja-Essentials ')).toBe('पूजा सामग्री');
  });

  it('shows a path with no Hindi label by its English label, and English by default', () => {
    expect(categoryLabel('dairy')).toBe('Dairy');
    expect(categoryLabelHi('cold-storage')).toBe('Cold Storage');
    expect(categoryLabelHi('constructor')).toBe('Constructor');
  });
});
