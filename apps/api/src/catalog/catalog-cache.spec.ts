import { CatalogSnapshot, PAGE_MEMO_MAX, SEARCH_MEMO_MAX } from './catalog-cache.js';
import type { AdminProductView } from './product.view.js';

describe('CatalogSnapshot.searchJson', () => {
  /** A search that counts its runs and answers with the text it was asked. */
  const counted = () => {
    const runs: string[] = [];
    return { runs, search: (text: string) => async () => (runs.push(text), { products: [], message: text }) };
  };

  it('runs a search once per snapshot, however many shoppers ask at the same moment', async () => {
    const snapshot = new CatalogSnapshot([]);
    const { runs, search } = counted();
    const answers = await Promise.all([1, 2, 3].map(() => snapshot.searchJson('milk', search('milk'))));
    expect(answers.map(String)).toEqual(Array(3).fill('{"products":[],"message":"milk"}'));
    expect(await snapshot.searchJson('milk', search('milk'))).toBe(answers[0]);
    expect(String(await snapshot.searchJson('bread', search('bread')))).toBe('{"products":[],"message":"bread"}');
    expect(runs).toEqual(['milk', 'bread']);
  });

  it('starts afresh with a new snapshot (a catalog write or the TTL replaces it)', async () => {
    const { runs, search } = counted();
    await new CatalogSnapshot([]).searchJson('milk', search('milk'));
    await new CatalogSnapshot([]).searchJson('milk', search('milk'));
    expect(runs).toEqual(['milk', 'milk']);
  });

  it('does not remember a search that failed', async () => {
    const snapshot = new CatalogSnapshot([]);
    await expect(snapshot.searchJson('milk', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    const { runs, search } = counted();
    expect(String(await snapshot.searchJson('milk', search('milk')))).toBe('{"products":[],"message":"milk"}');
    expect(runs).toEqual(['milk']);
  });

  it(`remembers at most ${SEARCH_MEMO_MAX} different searches; past that they still answer, uncached`, async () => {
    const snapshot = new CatalogSnapshot([]);
    const { runs, search } = counted();
    for (let n = 0; n < SEARCH_MEMO_MAX; n++) await snapshot.searchJson(`word ${n}`, search(`word ${n}`));
    await snapshot.searchJson('one more', search('one more'));
    expect(String(await snapshot.searchJson('one more', search('one more')))).toBe('{"products":[],"message":"one more"}');
    await snapshot.searchJson('word 0', search('word 0'));
    expect(runs.length).toBe(SEARCH_MEMO_MAX + 2);
  });
});

describe('CatalogSnapshot.visiblePageJson', () => {
  // Five products, the third hidden from shoppers.
  const snapshot = () =>
    new CatalogSnapshot(
      ['a', 'b', 'c', 'd', 'e'].map((id) => ({
        product: { _id: id, name: `Product ${id}`, hidden: id === 'c' } as AdminProductView,
        pricePaise: 100,
        paths: new Set(['snacks']),
      })),
    );
  const parsed = (bytes: Buffer) => JSON.parse(bytes.toString('utf8'));

  it('pages the shopper list, hidden products left out, and makes each page once per snapshot', () => {
    const catalog = snapshot();
    const first = catalog.visiblePageJson(1, 2);
    expect(parsed(first)).toEqual({
      products: [{ _id: 'a', name: 'Product a' }, { _id: 'b', name: 'Product b' }],
      pagination: { page: 1, pages: 2, total: 4, limit: 2 },
    });
    expect(parsed(catalog.visiblePageJson(2, 2)).products.map((p: { _id: string }) => p._id)).toEqual(['d', 'e']);
    // The very same bytes: what the compression hook keys its copies by.
    expect(catalog.visiblePageJson(1, 2)).toBe(first);
  });

  it(`answers a page past the end, and any page past ${PAGE_MEMO_MAX} kept, without keeping it`, () => {
    const catalog = snapshot();
    const past = catalog.visiblePageJson(9, 2);
    expect(parsed(past)).toEqual({ products: [], pagination: { page: 9, pages: 2, total: 4, limit: 2 } });
    expect(catalog.visiblePageJson(9, 2)).not.toBe(past);
    for (let size = 1; size <= PAGE_MEMO_MAX; size++) catalog.visiblePageJson(1, size);
    const beyond = catalog.visiblePageJson(2, 1);
    expect(parsed(beyond).products).toEqual([{ _id: 'b', name: 'Product b' }]);
    expect(catalog.visiblePageJson(2, 1)).not.toBe(beyond);
  });
});
