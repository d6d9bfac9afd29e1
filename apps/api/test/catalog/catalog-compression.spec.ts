import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { userWithToken } from '../support/identity-helpers.js';
import { rawGet, type RawAnswer as Raw } from '../support/raw-http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// docs/decisions.md#api-compression: the catalog's memoised answers go compressed to clients that accept
// it, compressed once per snapshot. Raw HTTP here: fetch would decompress and hide what was sent.
describe('catalog answers, compressed for clients that accept it', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
  });
  afterAll(() => shop.close());

  const raw = (path: string, headers: Record<string, string> = {}): Promise<Raw> => rawGet(shop.baseUrl, path, headers);

  const decoded = (answer: Raw): unknown => {
    const encoding = answer.headers['content-encoding'];
    const bytes = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
    return JSON.parse(bytes.toString('utf8'));
  };

  // The page is the home page's first shelf (Lighthouse flagged it when pages were made per request).
  it.each(['/api/products', '/api/products?page=1&limit=8', '/api/products/category/snacks', '/api/products/search?q=milk'])('sends %s as brotli, gzip or plain, the same products each way', async (path) => {
    const plain = await raw(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    // Products (an array, or a search's answer around them), past the size worth compressing.
    const products = JSON.parse(plain.body.toString('utf8'));
    expect(plain.body.length).toBeGreaterThan(2048);

    const brotli = await raw(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(decoded(brotli)).toEqual(products);

    // q-values are honoured: a client that refuses brotli gets gzip.
    const gzip = await raw(path, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toEqual(products);
    expect((await raw(path, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('sends small and per-request answers as they are', async () => {
    const none = await raw('/api/products/search?q=zzzzqqqq', { 'accept-encoding': 'br' });
    expect(none.status).toBe(200);
    expect(none.headers['content-encoding']).toBeUndefined();
    // An admin's list with hidden products is made for that request: not memoised, not compressed.
    const admin = await userWithToken(shop, 'admin');
    const hidden = await raw('/api/products?includeHidden=true', { 'accept-encoding': 'br', ...admin.auth });
    expect(hidden.status).toBe(200);
    expect(hidden.headers['content-encoding']).toBeUndefined();
    // A refusal is never swapped for a compressed list.
    const pastTheEnd = await raw('/api/products?page=999&limit=8', { 'accept-encoding': 'br' });
    expect(pastTheEnd.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(pastTheEnd.body.toString('utf8'))).toMatchObject({ products: [], pagination: { page: 999, limit: 8 } });
    const refused = await raw('/api/products?page=0', { 'accept-encoding': 'br' });
    expect(refused.status).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
