import { CatalogSnapshot, SEARCH_MEMO_MAX } from './catalog-cache.js';

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
