import { describe, expect, it } from 'vitest';
import { bannerPaths, categoryLabel, categoryLabelsHi, featuredCategories, shopCategories } from './shop-categories.js';

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
    const labels = paths.map((path) => [path, categoryLabel(path, 'hi')]);
    expect(labels.filter(([, label]) => !/^[\u0900-\u097F][\u0900-\u097F ,-]*$/.test(label))).toEqual([]);
    expect(Object.keys(categoryLabelsHi).sort()).toEqual([...new Set(paths.map((path) => path.toLowerCase()))].sort());
    expect(categoryLabel('Milk', 'hi')).toBe('दूध');
    expect(categoryLabel(' Puja-Essentials ', 'hi')).toBe('पूजा सामग्री');
  });

  it('shows a path with no Hindi label by its English label, and English by default', () => {
    expect(categoryLabel('dairy')).toBe('Dairy');
    expect(categoryLabel('dairy', 'en')).toBe('Dairy');
    expect(categoryLabel('cold-storage', 'hi')).toBe('Cold Storage');
    expect(categoryLabel('constructor', 'hi')).toBe('Constructor');
  });
});
