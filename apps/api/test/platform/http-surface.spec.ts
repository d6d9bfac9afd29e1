import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';

const hiddenFrame = '<div class="home-shell" data-home-shell hidden aria-hidden="true"><img class="home-shell-banner" alt="" data-home-banner /></div>';
// Large enough to be worth compressing, as the real one is (its inline style alone is over a kilobyte).
const frameStyle = `<style>${'.home-shell-top { height: 177px; }\n'.repeat(40)}</style>`;
const shelfScript = 'export const shelf = ["milk", "bread", "eggs", "paneer", "rice"];\n'.repeat(100);

/** A GET with exactly the headers given (fetch would add Accept-Encoding and decode on its own). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('one URL for the whole shop', () => {
  let shop: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'jp-web-'));
    await mkdir(path.join(webDist, 'assets'));
    // The web build's hidden first frame of the home page (apps/web/index.html), as the server looks for it.
    await writeFile(path.join(webDist, 'index.html'), `<!doctype html><title>Jhatpat shell</title>${frameStyle}<body><div id="root">${hiddenFrame}</div></body>`);
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("shop")');
    // The web build writes these copies beside each text asset (apps/web/vite-plugins/precompress-assets.ts).
    await writeFile(path.join(webDist, 'assets', 'shelf-abc123.js'), shelfScript);
    await writeFile(path.join(webDist, 'assets', 'shelf-abc123.js.br'), brotliCompressSync(shelfScript));
    await writeFile(path.join(webDist, 'assets', 'shelf-abc123.js.gz'), gzipSync(shelfScript));
    await mkdir(path.join(webDist, 'storybook'));
    await writeFile(path.join(webDist, 'storybook', 'index.html'), '<!doctype html><title>Jhatpat workbench</title>');
    shop = await startTestApp({ webDistDir: webDist, storybookDir: path.join(webDist, 'storybook') });
  });
  afterAll(async () => {
    await shop.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/cart', '/orders/abc', '/customer/dashboard?x=1'])('serves the web app on a refresh of %s', async (route) => {
    const response = await shop.request(route, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('Jhatpat shell');
  });

  it('sends the home document with a preload hint for its first banner, and no other page', async () => {
    for (const home of ['/', '/?lang=hi']) {
      const response = await shop.request(home, { headers: { accept: 'text/html' } });
      expect(response.headers.get('link')).toBe('</api/images/banners/seasonal-sale.svg>; rel=preload; as=image; fetchpriority=high');
      await response.text();
    }
    const banners = (await (await shop.request('/api/banners')).json()) as Array<{ image: string }>;
    expect(banners[0].image).toBe('/api/images/banners/seasonal-sale.svg');
    const cart = await shop.request('/cart', { headers: { accept: 'text/html' } });
    expect(cart.headers.get('link')).toBeNull();
    await cart.text();
  });

  it('draws the first banner in the home document itself and writes the slides beside it; other pages keep the frame hidden', async () => {
    const slides = (await (await shop.request('/api/banners')).json()) as Array<{ image: string }>;
    for (const home of ['/', '/?lang=hi']) {
      const response = await shop.request(home, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await response.text();
      expect(html).toContain('<div class="home-shell" data-home-shell aria-hidden="true"><img class="home-shell-banner" alt="" data-home-banner src="/api/images/banners/seasonal-sale.svg" fetchpriority="high" />');
      const json = html.match(/<script type="application\/json" id="home-banners">(.*?)<\/script>/)?.[1];
      expect(JSON.parse(json ?? 'null')).toEqual(slides);
    }
    for (const page of ['/cart', '/orders/abc']) {
      const html = await (await shop.request(page, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain(hiddenFrame);
      expect(html).not.toContain('home-banners');
    }
  });

  it('sends the home document compressed to a browser that accepts it', async () => {
    const plain = await rawGet(`${shop.baseUrl}/`, { accept: 'text/html' });
    const br = await rawGet(`${shop.baseUrl}/`, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it('serves the built Storybook at /storybook/ for designers', async () => {
    const redirect = await shop.request('/storybook', { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/storybook/');
    await redirect.text();
    const page = await shop.request('/storybook/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Jhatpat workbench');
  });

  it('caches hashed assets for a year', async () => {
    const response = await shop.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('shop');
  });

  it('sends the brotli copy to a browser that accepts it, gzip to one that takes only gzip, plain otherwise', async () => {
    const url = `${shop.baseUrl}/assets/shelf-abc123.js`;
    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(shelfScript);
    expect(brotli.body.length).toBeLessThan(shelfScript.length / 10);

    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(shelfScript);

    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(shelfScript);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 rather than the app', async () => {
    const response = await shop.request('/assets/missing.js');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ msg: expect.any(String) });
  });

  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/cart/nothing-here'],
    ['GET', '/api'],
  ])('answers an unknown API path %s %s with 404 JSON carrying msg', async (method, route) => {
    const response = await shop.request(route, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await response.json();
    expect(body).toEqual({ statusCode: 404, msg: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/at .+\.(js|ts):\d+/);
  });

  it('does not answer a non-GET web route with the app', async () => {
    const response = await shop.request('/cart', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ msg: expect.any(String) });
  });

  it('renders the OpenAPI document at /api/docs', async () => {
    const page = await shop.request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Swagger UI');
    const css = await shop.request('/api/docs/swagger-ui.css');
    expect(css.status).toBe(200);
    expect(await css.text()).toContain('swagger-ui');
    const document = await jsonOf(await shop.request('/api/docs-json'));
    expect(document.info.title).toBe('Jhatpat API');
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('refuses a malformed JSON body with 400 and a readable msg', async () => {
    const response = await shop.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect([400, 404]).toContain(response.status);
    expect(await response.json()).toMatchObject({ msg: expect.any(String) });
  });
});
