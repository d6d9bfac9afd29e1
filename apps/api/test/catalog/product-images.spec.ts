import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { request as httpRequest } from 'node:http';
import { shopCategories } from '@jhatpat/domain';
import { seedCatalog } from '../../src/catalog/index.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';

const assets = fileURLToPath(new URL('../../assets/', import.meta.url));

/** A raw GET, so "../" reaches the server as written (fetch would resolve it first). */
function rawGet(baseUrl: string, path: string): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('product images', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
  });
  afterAll(() => shop.close());

  it('has a small SVG file for every seeded product', () => {
    for (const product of seedCatalog) {
      const file = `${assets}products/${product.slug}.svg`;
      expect({ file, exists: existsSync(file) }).toEqual({ file, exists: true });
      expect(statSync(file).size).toBeLessThan(4096);
    }
    expect(existsSync(`${assets}products/placeholder.svg`)).toBe(true);
  });

  it('serves each product image as SVG with long cache headers', async () => {
    const products: { image: string }[] = await jsonOf(await shop.request('/api/products'));
    for (const { image } of products) {
      const response = await shop.request(image);
      expect({ image, status: response.status }).toEqual({ image, status: 200 });
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d{7,}/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toMatch(/^<svg /);
    }
  });

  it('serves a picture for each of the 20 shop categories (docs/product.md §2 grid)', async () => {
    for (const category of shopCategories) {
      const response = await shop.request(`/api/images/categories/${category}.svg`);
      expect({ category, status: response.status }).toEqual({ category, status: 200 });
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg [^>]*aria-label="/);
    }
  });

  it('answers 404 for unknown files and any path traversal', async () => {
    expect((await shop.request('/api/images/products/no-such-product.svg')).status).toBe(404);
    expect(await jsonOf(await shop.request('/api/images/products/nope.svg'))).toEqual({ statusCode: 404, msg: 'Image not found' });
    for (const path of [
      '/api/images/products/../../package.json',
      '/api/images/products/..%2f..%2fpackage.json',
      '/api/images/products/%2e%2e%2f%2e%2e%2fsrc%2fmain.ts',
      '/api/images/../assets/products/placeholder.svg',
      '/api/images/products/..%5c..%5cpackage.json',
      '/api/images/..%2f..%2f/package.json',
    ]) {
      expect({ path, status: await rawGet(shop.baseUrl, path) }).toEqual({ path, status: 404 });
    }
    // A NUL in the path breaks the text rule before any file is looked for (issue 16 item 9).
    const nul = '/api/images/products/placeholder.svg%00.txt';
    expect({ path: nul, status: await rawGet(shop.baseUrl, nul) }).toEqual({ path: nul, status: 400 });
  });
});
