import { hindiProductNames } from './hindi-names.data.js';
import { hindiShelfName, hindiSubcategories } from './hindi-shelves.data.js';
import { seedCatalog } from './seed-catalog.data.js';

const DEVANAGARI = /[\u0900-\u097F]/;
// What the Hindi may hold beside Devanagari: digits and marks as the English name has them (2-Minute, 100%, II).
const LATIN_WORD = /[A-Za-z]{3,}/;

describe('the seeded catalog in Hindi', () => {
  it('names every seeded product in Hindi, in Devanagari, and names no product the catalog lacks', () => {
    const names = new Set(seedCatalog.map((product) => product.name));
    expect([...names].filter((name) => !Object.hasOwn(hindiProductNames, name))).toEqual([]);
    expect(Object.keys(hindiProductNames).filter((name) => !names.has(name))).toEqual([]);
    const notHindi = Object.entries(hindiProductNames).filter(([, hi]) => !DEVANAGARI.test(hi) || LATIN_WORD.test(hi) || hi.trim() !== hi || hi.length > 200);
    expect(notHindi).toEqual([]);
  });

  it('names every seeded shelf in Hindi', () => {
    const shelves = new Set(seedCatalog.map((product) => product.subcategory));
    expect([...shelves].filter((shelf) => hindiShelfName(shelf) === null)).toEqual([]);
    expect(Object.keys(hindiSubcategories).filter((shelf) => !shelves.has(shelf))).toEqual([]);
    expect(Object.values(hindiSubcategories).filter((hi) => !DEVANAGARI.test(hi) || LATIN_WORD.test(hi))).toEqual([]);
  });

  it('knows no shelf by a name every object has', () => {
    expect(hindiShelfName('constructor')).toBeNull();
    expect(hindiShelfName('milk')).toBe('दूध');
  });
});
