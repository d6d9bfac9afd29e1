import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { createHttpClient } from './http.js';

// A real HTTP server on loopback stands in for the API, so headers and bodies cross a real socket.
let server: Server;
let baseUrl: string;
const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/api/fail')) {
        res.statusCode = 409;
        res.end(JSON.stringify({ statusCode: 409, msg: 'Prices changed for: Amul Milk' }));
      } else if (req.url?.startsWith('/api/busy')) {
        // A proxy in front answering 429 with a page of its own, not the API's JSON.
        res.statusCode = 429;
        res.setHeader('retry-after', '12');
        res.setHeader('content-type', 'text/html');
        res.end('<html><body>429 Too Many Requests</body></html>');
      } else if (req.url?.startsWith('/api/limited')) {
        res.statusCode = 429;
        res.setHeader('retry-after', '30');
        res.end(JSON.stringify({ statusCode: 429, msg: 'Too many requests from your network. Please wait a moment and try again.' }));
      } else if (req.url?.startsWith('/api/forbidden')) {
        res.statusCode = 403;
        res.end(JSON.stringify({ msg: 'Forbidden' }));
      } else {
        res.end(JSON.stringify({ ok: true }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createHttpClient', () => {
  it('carries a 429’s msg and Retry-After, and words one when a proxy sent only a page', async () => {
    const client = createHttpClient({ baseUrl });
    await expect(client.post('/limited', { productId: 'x' })).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests from your network. Please wait a moment and try again.',
      retryAfterSeconds: 30,
    });
    await expect(client.get('/busy')).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests from your network. Please wait a moment and try again.',
      retryAfterSeconds: 12,
    });
  });

  it('sends JSON under /api with the current bearer token and the query', async () => {
    let token: string | null = null;
    const client = createHttpClient({ baseUrl, getToken: () => token });
    await client.get('/products', { query: { q: 'milk', page: 2, skip: undefined } });
    expect(seen.at(-1)?.url).toBe('/api/products?q=milk&page=2');
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();

    token = 'abc.def.ghi';
    await expect(client.post('/cart/add', { productId: 'p1', quantity: 2 })).resolves.toEqual({ ok: true });
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer abc.def.ghi');
    expect(seen.at(-1)?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toEqual({ productId: 'p1', quantity: 2 });
  });

  it("raises the server's msg with the status", async () => {
    const client = createHttpClient({ baseUrl });
    const error = await client.put('/fail', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Prices changed for: Amul Milk', needsLogin: false });
    // The whole body stays with the error, for refusals that say more than msg (a short order's lines).
    expect((error as ApiError).details).toEqual({ statusCode: 409, msg: 'Prices changed for: Amul Milk' });
  });

  it('marks 401 and 403 as needing a login', async () => {
    const error = await createHttpClient({ baseUrl }).delete('/forbidden').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, needsLogin: true });
  });

  it('turns an unreachable server into a readable network error', async () => {
    const error = await createHttpClient({ baseUrl: 'http://127.0.0.1:1' }).get('/products').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'Could not reach Jhatpat. Check your connection and try again.' });
  });
});
