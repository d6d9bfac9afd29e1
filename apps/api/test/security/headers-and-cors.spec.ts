import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 10: the browser-facing defences — a CSP on the web app, HSTS behind TLS, no framework banner,
// and no door for another site's scripts to read the API with the shopper's credentials.
describe('security headers and cross-origin reads', () => {
  let shop: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'jp-headers-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Jhatpat</title><div id="root"></div>');
    // The test stands in for the TLS-terminating proxy on this machine (TRUST_PROXY=loopback).
    shop = await startTestApp({ webDistDir: webDist, trustProxy: 'loopback' });
  });
  afterAll(async () => {
    await shop.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/cart', '/orders/abc'])('serves the web app at %s with a Content-Security-Policy that allows no inline or foreign script', async (route) => {
    const page = await shop.request(route, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    await page.text();
  });

  it('answers everything without x-powered-by, with nosniff and a referrer policy', async () => {
    for (const route of ['/', '/api/products', '/api/does-not-exist']) {
      const answer = await shop.request(route);
      expect(answer.headers.get('x-powered-by')).toBeNull();
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      await answer.text();
    }
  });

  it('asks for HTTPS from then on (HSTS) only when the request came over TLS through the proxy', async () => {
    const overTls = await shop.request('/api/products', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    await overTls.text();
    const plain = await shop.request('/api/products');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    await plain.text();
    // From a sender that is no trusted proxy, X-Forwarded-Proto is only a claim.
    const untrusting = await startTestApp();
    try {
      const claimed = await untrusting.request('/api/products', { headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers.get('strict-transport-security')).toBeNull();
      await claimed.text();
    } finally {
      await untrusting.close();
    }
  });

  it('gives a foreign origin no CORS permission to read answers, with or without credentials', async () => {
    const origin = 'https://evil.example';
    const preflight = await shop.request('/api/cart', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    await preflight.text();
    const read = await shop.request('/api/products', { headers: { origin, cookie: 'session=stolen' } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    await read.text();
  });
});
