import { CatalogSnapshot, PAGE_MEMO_MAX, SEARCH_MEMO_MAX } from './catalog-cache.js';
import type { AdminProductView } from './product.view.js';

/** Products a, b, c… each with 5 on the shelf at its version 1, and `hidden` ones hidden from shoppers. */
const shelves = (ids: string[], hidden: string[] = []) =>
  new CatalogSnapshot(
    ids.map((id) => ({
      product: { _id: id, name: `Product ${id}`, available: 5, hidden: hidden.includes(id) } as AdminProductView,
      pricePaise: 100,
      paths: new Set(['snacks']),
      stockVersion: 1,
    })),
  );
const parsed = (bytes: Buffer) => JSON.parse(bytes.toString('utf8'));

describe('CatalogSnapshot.searchJson', () => {
  /** A search that counts its runs and finds the ids it is given for that text. */
  const counted = (finds: Record<string, string[]> = {}) => {
    const runs: string[] = [];
    return { runs, search: (text: string) => async () => (runs.push(text), finds[text] ?? []) };
  };
  /** The answer as the handler makes it, reduced to what these tests look at. */
  const present = (products: AdminProductView[]) => ({ products: products.map((p) => `${p._id}:${p.available}`) });

  it('runs a search once per snapshot, however many shoppers ask at the same moment', async () => {
    const snapshot = shelves(['a', 'b']);
    const { runs, search } = counted({ milk: ['b', 'a'], bread: [] });
    const answers = await Promise.all([1, 2, 3].map(() => snapshot.searchJson('milk', search('milk'), present)));
    expect(answers.map(String)).toEqual(Array(3).fill('{"products":["b:5","a:5"]}'));
    expect(await snapshot.searchJson('milk', search('milk'), present)).toBe(answers[0]);
    expect(String(await snapshot.searchJson('bread', search('bread'), present))).toBe('{"products":[]}');
    expect(runs).toEqual(['milk', 'bread']);
  });

  it('starts afresh with a new snapshot (a catalog write or the TTL replaces it)', async () => {
    const { runs, search } = counted();
    await shelves([]).searchJson('milk', search('milk'), present);
    await shelves([]).searchJson('milk', search('milk'), present);
    expect(runs).toEqual(['milk', 'milk']);
  });

  it('does not remember a search that failed', async () => {
    const snapshot = shelves([]);
    await expect(snapshot.searchJson('milk', () => Promise.reject(new Error('database gone')), present)).rejects.toThrow('database gone');
    const { runs, search } = counted();
    expect(String(await snapshot.searchJson('milk', search('milk'), present))).toBe('{"products":[]}');
    expect(runs).toEqual(['milk']);
  });

  it('leaves out a product the snapshot does not hold (added elsewhere since it loaded) or holds hidden', async () => {
    const { search } = counted({ milk: ['new', 'a', 'h'] });
    expect(String(await shelves(['a', 'h'], ['h']).searchJson('milk', search('milk'), present))).toBe('{"products":["a:5"]}');
  });

  it(`remembers at most ${SEARCH_MEMO_MAX} different searches; past that they still answer, uncached`, async () => {
    const snapshot = shelves([]);
    const { runs, search } = counted();
    for (let n = 0; n < SEARCH_MEMO_MAX; n++) await snapshot.searchJson(`word ${n}`, search(`word ${n}`), present);
    await snapshot.searchJson('one more', search('one more'), present);
    expect(String(await snapshot.searchJson('one more', search('one more'), present))).toBe('{"products":[]}');
    await snapshot.searchJson('word 0', search('word 0'), present);
    expect(runs.length).toBe(SEARCH_MEMO_MAX + 2);
  });
});

describe('CatalogSnapshot.withStock', () => {
  const present = (products: AdminProductView[]) => ({ products: products.map((p) => `${p._id}:${p.available}`) });

  it("writes the answers again with a moved shelf's available, and runs no search again", async () => {
    const before = shelves(['a', 'b', 'c'], ['c']);
    const runs: string[] = [];
    const search = async () => (runs.push('milk'), ['b', 'a']);
    expect(String(await before.searchJson('milk', search, present))).toBe('{"products":["b:5","a:5"]}');
    const list = before.visibleJson();

    const after = before.withStock([{ productId: 'b', available: 2, version: 2 }]);
    expect(parsed(after.visibleJson()).map((p: AdminProductView) => `${p._id}:${p.available}`)).toEqual(['a:5', 'b:2']);
    expect(String(await after.searchJson('milk', search, present))).toBe('{"products":["b:2","a:5"]}');
    expect(runs).toEqual(['milk']);
    // The snapshot it came from is left as it was (a request may be sending its bytes).
    expect(before.visibleJson()).toBe(list);
    expect(after.entry('a')).toBe(before.entry('a'));
    expect(after.entry('c')?.product.hidden).toBe(true);
  });

  it('keeps the newest of several moves of one shelf, whatever order they come in', () => {
    const after = shelves(['a']).withStock([
      { productId: 'a', available: 3, version: 3 },
      { productId: 'a', available: 4, version: 2 },
    ]);
    expect(after.entry('a')?.product.available).toBe(3);
    expect(after.entry('a')?.stockVersion).toBe(3);
  });

  it('keeps every earlier move through a chain of patches, and lists each shelf at its newest', () => {
    const loaded = shelves(['a', 'b', 'c']);
    let snapshot = loaded;
    for (let version = 2; version <= 40; version++) snapshot = snapshot.withStock([{ productId: version % 2 === 0 ? 'a' : 'b', available: 100 - version, version }]);
    expect(snapshot.entries.map((entry) => `${entry.product._id}:${entry.product.available}@${entry.stockVersion}`)).toEqual(['a:60@40', 'b:61@39', 'c:5@1']);
    expect(snapshot.entry('c')).toBe(loaded.entry('c'));
    expect(loaded.entries.map((entry) => entry.product.available)).toEqual([5, 5, 5]);
    expect(snapshot.entry('unknown')).toBeUndefined();
  });

  it('leaves every earlier snapshot of the line as it was: a request may still be answering from it', () => {
    const loaded = shelves(['a', 'b']);
    const first = loaded.withStock([{ productId: 'b', available: 4, version: 2 }]);
    const second = first.withStock([{ productId: 'b', available: 3, version: 3 }, { productId: 'a', available: 1, version: 2 }]);
    const listed = (snapshot: CatalogSnapshot) => snapshot.entries.map((entry) => `${entry.product._id}:${entry.product.available}@${entry.stockVersion}`);
    expect(listed(second)).toEqual(['a:1@2', 'b:3@3']);
    expect(listed(first)).toEqual(['a:5@1', 'b:4@2']);
    expect(listed(loaded)).toEqual(['a:5@1', 'b:5@1']);
    expect(parsed(first.visibleJson()).map((p: AdminProductView) => p.available)).toEqual([5, 4]);
  });

  it('patches a snapshot behind the newest apart from the newest, each keeping its own moves', () => {
    const loaded = shelves(['a', 'b']);
    const behind = loaded.withStock([{ productId: 'b', available: 4, version: 2 }]);
    const newest = behind.withStock([{ productId: 'b', available: 3, version: 3 }]);
    const branched = behind.withStock([{ productId: 'a', available: 2, version: 2 }]);
    expect(branched.entries.map((entry) => `${entry.product._id}:${entry.product.available}`)).toEqual(['a:2', 'b:4']);
    expect(newest.entries.map((entry) => `${entry.product._id}:${entry.product.available}`)).toEqual(['a:5', 'b:3']);
    // The newest line goes on as before.
    expect(newest.withStock([{ productId: 'a', available: 0, version: 3 }]).entries.map((entry) => entry.product.available)).toEqual([0, 3]);
    expect(branched.withStock([{ productId: 'b', available: 1, version: 3 }]).entries.map((entry) => entry.product.available)).toEqual([2, 1]);
  });

  it('is the same snapshot when no shelf moved past the version it holds, or the product is not in it', () => {
    const snapshot = shelves(['a']);
    expect(snapshot.withStock([{ productId: 'a', available: 0, version: 1 }])).toBe(snapshot);
    expect(snapshot.withStock([{ productId: 'unknown', available: 0, version: 9 }])).toBe(snapshot);
    expect(snapshot.withStock([])).toBe(snapshot);
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
