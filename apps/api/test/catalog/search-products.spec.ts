import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';

describe('GET /api/products/search', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
  });
  afterAll(() => shop.close());

  const search = async (q: string) => {
    const response = await shop.request(`/api/products/search?q=${encodeURIComponent(q)}`);
    return { status: response.status, body: await jsonOf(response) };
  };
  const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

  it('ranks milk products first for "milk"', async () => {
    const { status, body } = await search('milk');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe(`${body.products.length} products found`);
    const top = body.products.slice(0, 6);
    expect(top.every((p: { category: string; subcategory: string }) => p.category === 'dairy' && p.subcategory === 'milk')).toBe(true);
    expect(names(body)).toEqual(expect.arrayContaining(['Cadbury Dairy Milk', 'Britannia Milk Bikis']));
    expect(names(body).indexOf('Cadbury Dairy Milk')).toBeGreaterThan(5);
  });

  it('forgives misspellings and finds brands', async () => {
    expect(names((await search('panner')).body).slice(0, 2)).toEqual(expect.arrayContaining(['Mother Dairy Paneer', 'Amul Fresh Paneer']));
    expect(names((await search('aata')).body)[0]).toMatch(/Atta/);
    // Typos no keyword lists: trigram similarity alone.
    expect(names((await search('kurkre')).body)[0]).toBe('Kurkure Masala Munch');
    expect(names((await search('bhujiya')).body).slice(0, 3)).toEqual(expect.arrayContaining(["Haldiram's Aloo Bhujia"]));
    expect(names((await search('paneeer')).body).slice(0, 2)).toEqual(expect.arrayContaining(['Mother Dairy Paneer', 'Amul Fresh Paneer']));
    const amul = names((await search('amul')).body);
    expect(amul.length).toBeGreaterThanOrEqual(8);
    expect(amul.slice(0, 8).every((name) => name.startsWith('Amul'))).toBe(true);
    expect(names((await search('  Maggi  ')).body)[0]).toMatch(/^Maggi/);
    expect(names((await search('makhana')).body)).toEqual(expect.arrayContaining(['Mithila Makhana (Phool Makhana)']));
    expect(names((await search('litchi')).body)[0]).toBe('Shahi Litchi (Muzaffarpur)');
  });

  it('ranks the product whose name is closest to a misspelling above a near word of another name', async () => {
    // "panner" shares as many trigrams with "Panna" as with "Paneer"; one edit from "paneer", two from "panna".
    for (const q of ['panner', 'panir', 'paneeer']) {
      // Haldiram's Palak Paneer carries no keyword list: its name alone must carry it above Aam Panna.
      expect({ q, top: names((await search(q)).body).slice(0, 3).sort() }).toEqual({
        q,
        top: ['Amul Fresh Paneer', "Haldiram's Ready to Eat Palak Paneer", 'Mother Dairy Paneer'],
      });
    }
    expect(names((await search('aam pana')).body)[0]).toBe('Paper Boat Aam Panna');
  });

  // Issue 19 "हिन्दी": Devanagari, Hinglish and English meet (docs/decisions.md#hindi-catalog).
  const top = async (q: string, n: number) => ({ q, top: names((await search(q)).body).slice(0, n).sort() });
  const expectTop = async (queries: string[], expected: string[]) => {
    for (const q of queries) expect(await top(q, expected.length)).toEqual({ q, top: [...expected].sort() });
  };

  it('finds the milks for "दूध", "doodh", "dudh" and "milk" alike', async () => {
    await expectTop(['दूध', 'doodh', 'dudh', 'milk'], [
      'Amul Cow Milk', 'Amul Gold Full Cream Milk', 'Amul Taaza Toned Milk', 'Mother Dairy Toned Milk', 'Sudha Gold Full Cream Milk', 'Sudha Toned Milk',
    ]);
  });

  it('finds atta, paneer and rice however they are spelt', async () => {
    await expectTop(['आटा', 'aata', 'atta'], ['Aashirvaad Select Sharbati Atta', 'Aashirvaad Shudh Chakki Atta', 'Fortune Chakki Fresh Atta', 'Pillsbury Chakki Fresh Atta']);
    await expectTop(['पनीर', 'panir', 'paneer'], ['Amul Fresh Paneer', "Haldiram's Ready to Eat Palak Paneer", 'Mother Dairy Paneer']);
    await expectTop(['चावल', 'chawal', 'chaawal', 'rice'], ['Bhagalpuri Katarni Rice', 'Daawat Rozana Super Basmati Rice', 'India Gate Basmati Rice Classic']);
  });

  it('reads Devanagari with or without the nukta, and a brand with its product', async () => {
    expect(names((await search('अमूल ताजा दूध')).body)[0]).toBe('Amul Taaza Toned Milk');
    expect(names((await search('सुधा दही')).body)[0]).toBe('Sudha Dahi');
    expect(names((await search('amul doodh')).body).slice(0, 3)).toEqual(expect.arrayContaining(['Amul Taaza Toned Milk', 'Amul Gold Full Cream Milk', 'Amul Cow Milk']));
    const { body } = await search('मखाना');
    expect(body.products[0]).toMatchObject({ name: 'Mithila Makhana (Phool Makhana)', nameHi: 'मिथिला मखाना (फूल मखाना)', subcategoryHi: 'मखाना' });
  });

  it('answers a blank query with no products and a message', async () => {
    for (const q of ['', '   ']) {
      expect(await search(q)).toEqual({ status: 200, body: { success: true, products: [], message: 'Please enter a search term' } });
    }
    const response = await shop.request('/api/products/search');
    expect(await jsonOf(response)).toEqual({ success: true, products: [], message: 'Please enter a search term' });
  });

  it('says so when nothing matches', async () => {
    expect(await search('qqxxzzv')).toEqual({ status: 200, body: { success: true, products: [], message: 'No products found' } });
  });

  it('never fails on hostile text', async () => {
    for (const q of ["' OR 1=1 --", '%', '_', '\\', '"; DROP TABLE products; --', '!!! & | :*', '(((', 'milk:* & !']) {
      const { status, body } = await search(q);
      expect({ q, status }).toEqual({ q, status: 200 });
      expect(body.success).toBe(true);
      expect(body.products.length).toBeLessThanOrEqual(50);
    }
    expect((await search("' OR 1=1 --")).body.products.length).toBeLessThan(50);
    const tooLong = await search('x'.repeat(10_000));
    expect({ status: tooLong.status, msg: tooLong.body.msg }).toEqual({ status: 400, msg: 'q must be text of at most 100 characters, without NUL characters' });
    const nul = await search('milk\u0000');
    expect({ status: nul.status, msg: nul.body.msg }).toEqual({ status: 400, msg: 'q must be plain text: no NUL characters or broken Unicode (unpaired surrogates)' });
    const twice = await shop.request('/api/products/search?q=milk&q=bread');
    expect(twice.status).toBe(400);
  });

  it('caps results at 50', async () => {
    expect((await search('a')).body.products.length).toBeLessThanOrEqual(50);
  });
});
