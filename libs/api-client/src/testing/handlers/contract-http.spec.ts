import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './contract-http.js';
import { type Endpoint, errorReply } from './handler-kit.js';

// The type checks below are the point: `npm run typecheck` compiles this file, and each @ts-expect-error
// must meet an error. Were the handlers no longer typed by the contract, the directive itself would fail.
const typedHandlers = () => [
  // @ts-expect-error a route the API does not have
  api.get('/products/by-colour', () => HttpResponse.json([])),
  // @ts-expect-error a method the route does not answer
  api.delete('/products/search', () => HttpResponse.json(null)),
  api.get('/products/{id}', ({ params }) =>
    // @ts-expect-error a product without the fields the API sends
    HttpResponse.json({ _id: params.id, name: 'Milk' }),
  ),
  api.post('/auth/login', async ({ request }) => {
    const body = await request.json();
    // @ts-expect-error login's body has no email, only phone and password
    void body.email;
    return errorReply(401, `${body.phone} could not log in`);
  }),
];

// Endpoint lists (failingHandlers, loadingHandlers) name only routes the contract has.
const endpoints: readonly Endpoint[] = [
  ['get', '/products/:id'],
  // @ts-expect-error no such route
  ['get', '/products/:id/reviews'],
];

describe('MSW handlers keyed by the contract', () => {
  const server = setupServer(
    api.get('/products/{id}', ({ params }) => errorReply(404, `no product ${params.id}`)),
    api.post('/cart/add', () => errorReply(409, 'cart add')),
    api.get('/products', () => errorReply(409, 'product list')),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('match the route the contract names, with its path parameters', async () => {
    const response = await fetch('http://shop.test/api/products/abc123');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, msg: 'no product abc123' });
    expect(typedHandlers()).toHaveLength(4);
    expect(endpoints).toHaveLength(2);
  });

  // Each handler turns away another method or another route's start before MSW's own matching (ApiRouteHandler):
  // what it answers must stay what MSW alone would answer.
  it('answer as MSW matches: any case, a trailing slash, a query; not another method or a longer name', async () => {
    expect((await fetch('http://shop.test/API/Products/abc123')).status).toBe(404);
    expect((await (await fetch('http://shop.test/api/products/?page=2')).json()).msg).toBe('product list');
    expect((await (await fetch('http://shop.test/api/cart/add', { method: 'POST' })).json()).msg).toBe('cart add');
    // Unhandled: the server was told to fail such a request (onUnhandledRequest: 'error').
    await expect(fetch('http://shop.test/api/cart/add')).rejects.toThrow();
    await expect(fetch('http://shop.test/api/productsx')).rejects.toThrow();
  });
});
