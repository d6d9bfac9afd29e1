import { jest } from '@jest/globals';
import { CatalogCache } from '../../src/catalog/catalog-cache.js';
import { rawGet, type RawAnswer } from '../support/raw-http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// docs/decisions.md#shelf-list-from-memory: GET /api/products with no query is answered by a hook of its
// route from the catalog's fresh snapshot, before Nest's pipeline. Its answer must be the controller's,
// byte for byte and header for header; anything else goes on to the controller. Raw HTTP, so what was
// sent is what is compared (fetch would decompress).
describe('the shelf list from the snapshot in memory', () => {
  let shop: TestApp;
  let cache: CatalogCache;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    cache = shop.app.get(CatalogCache);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => shop.close());

  const raw = (path: string, headers: Record<string, string> = {}) => rawGet(shop.baseUrl, path, headers);

  // Everything but the date, which moves with the clock.
  const sent = ({ status, headers, body }: RawAnswer) => ({ status, headers: { ...headers, date: undefined }, body: body.toString('base64') });

  it.each<Record<string, string>>([{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }])('answers as the controller does, headers %j', async (headers) => {
    await raw('/api/products'); // the snapshot loaded, through the controller
    const current = jest.spyOn(cache, 'current');
    const fromMemory = await raw('/api/products', headers);
    expect(current).not.toHaveBeenCalled();
    // includeHidden=false is the same list, through Nest's guard, pipes and controller.
    const fromController = await raw('/api/products?includeHidden=false', headers);
    expect(current).toHaveBeenCalledTimes(1);
    expect(sent(fromMemory)).toEqual(sent(fromController));
    expect(fromMemory.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fromMemory.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves a stale or dropped snapshot to the controller, which loads it again', async () => {
    cache.invalidate();
    const current = jest.spyOn(cache, 'current');
    const answer = await raw('/api/products');
    expect(answer.status).toBe(200);
    expect(current).toHaveBeenCalledTimes(1);
    expect((JSON.parse(answer.body.toString('utf8')) as unknown[]).length).toBeGreaterThan(100);
  });

  it('leaves any query to the controller: a page, or a mistake to refuse', async () => {
    await raw('/api/products');
    const current = jest.spyOn(cache, 'current');
    expect((await raw('/api/products?page=1&limit=2')).status).toBe(200);
    const refused = await raw('/api/products?includeHidden=maybe');
    expect(refused.status).toBe(400);
    expect(current).toHaveBeenCalledTimes(1); // the page; the refusal came before the cache
  });
});
