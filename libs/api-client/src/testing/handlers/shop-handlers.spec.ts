import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopHandlers } from './shop.handlers.js';

// The handlers are keyed by the contract's routes ('/products/{id}') and matched by MSW (':id'): each of
// these answers from the stand-in shop, none falls through to "unhandled".
describe('the stand-in shop answers on the contract routes', () => {
  const server = setupServer(...createShopHandlers());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  const get = (path: string) => fetch(`http://shop.test/api${path}`);

  it('lists products, finds one by id and by category, and searches', async () => {
    const products = (await (await get('/products')).json()) as { _id: string; category: string }[];
    expect(products.length).toBeGreaterThan(0);
    const one = await get(`/products/${products[0]._id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { _id: string })._id).toBe(products[0]._id);
    expect((await get(`/products/category/${products[0].category}`)).status).toBe(200);
    expect((await get('/products/search?q=milk')).status).toBe(200);
    expect((await get('/banners')).status).toBe(200);
    expect((await get('/products/ffffffffffffffffffffffff')).status).toBe(404);
  });

  it('answers a login with the API\'s refusal shape', async () => {
    const response = await fetch('http://shop.test/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '9000000000', password: 'wrong password' }) });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.json()).toMatchObject({ statusCode: response.status, msg: expect.any(String) });
  });
});
