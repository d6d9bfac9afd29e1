import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { json, userWithToken } from '../support/identity-helpers.js';

describe('admin product management', () => {
  let shop: TestApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    admin = (await userWithToken(shop, 'admin')).auth;
    customer = (await userWithToken(shop, 'customer')).auth;
  });
  afterAll(() => shop.close());

  const send = async (method: string, path: string, body: unknown, headers: Record<string, string> = admin) => {
    const response = await shop.request(path, { ...json(body, headers), method });
    return { status: response.status, body: await jsonOf(response) };
  };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await shop.request(path, { headers });
    return { status: response.status, body: await jsonOf(response) };
  };

  it('adds a product (201) that shoppers then see everywhere', async () => {
    const { status, body } = await send('POST', '/api/products/add', {
      name: '  Sudha Peda  ', price: '120.50', description: 'Soft milk peda from COMFED.', category: 'Sweets',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Sudha Peda', price: 120.5, originalPrice: 120.5, discountPercentage: 0, weight: '1 pc', category: 'sweets',
      description: 'Soft milk peda from COMFED.', image: '/api/images/products/placeholder.svg', hidden: false,
    });
    expect((await get(`/api/products/${body._id}`)).body.name).toBe('Sudha Peda');
    expect((await get('/api/products')).body.some((p: { _id: string }) => p._id === body._id)).toBe(true);
    expect((await get('/api/products/category/sweets')).body.some((p: { _id: string }) => p._id === body._id)).toBe(true);
    expect((await get('/api/products/search?q=peda')).body.products[0]._id).toBe(body._id);
  });

  it('takes an optional field the form sends empty as absent, not invalid (image, category)', async () => {
    const { status, body } = await send('POST', '/api/products/add', { name: 'Khaja', price: 40, description: '', category: ' ', image: '' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: 'Khaja', image: '/api/images/products/placeholder.svg', description: '' });
    const edited = await send('PUT', `/api/products/${body._id}`, { image: '', category: '', description: 'Crisp layered sweet.' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ image: '/api/images/products/placeholder.svg', category: body.category, description: 'Crisp layered sweet.' });
    // "" stays a value where it is one: an edit that empties the description clears it.
    expect((await send('PUT', `/api/products/${body._id}`, { description: '' })).body.description).toBe('');
  });

  it('requires name and price, and a sensible price', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Name and price are required'],
      [{ price: 10 }, 'Name and price are required'],
      [{ name: 'Tea' }, 'Name and price are required'],
      [{ name: '   ', price: 10 }, 'Name and price are required'],
      [{ name: 'Tea', price: 0 }, 'price must be a positive number of rupees, at most 100000, with at most 2 decimals'],
      [{ name: 'Tea', price: -5 }, 'price must be a positive number of rupees, at most 100000, with at most 2 decimals'],
      [{ name: 'Tea', price: 10.555 }, 'price must be a positive number of rupees, at most 100000, with at most 2 decimals'],
      [{ name: 'Tea', price: 'ten' }, 'price must be a positive number of rupees, at most 100000, with at most 2 decimals'],
      [{ name: 'Tea', price: 10, image: 'javascript:alert(1)' }, 'image must be an http(s) URL or a path under /api/images/, at most 500 characters'],
      [{ name: 'Tea', price: 10, category: '../etc' }, 'category must be 1 to 50 letters, digits, spaces or hyphens'],
      [{ name: 'Tea', price: 10, description: 'a\u0000b' }, 'description must be plain text: no NUL characters or broken Unicode (unpaired surrogates)'],
      [{ name: 'Tea', price: 10, stock: 5 }, 'property stock should not exist'],
    ];
    for (const [body, msg] of cases) {
      expect(await send('POST', '/api/products/add', body)).toEqual({ status: 400, body: { statusCode: 400, msg } });
    }
  });

  it('lets only admins add, edit and hide', async () => {
    const [product] = (await get('/api/products')).body;
    const calls: [string, string, unknown][] = [
      ['POST', '/api/products/add', { name: 'Tea', price: 10 }],
      ['PUT', `/api/products/${product._id}`, { price: 10 }],
      ['PATCH', `/api/products/${product._id}/visibility`, { hidden: true }],
    ];
    for (const [method, path, body] of calls) {
      expect((await send(method, path, body, {})).status).toBe(401);
      expect(await send(method, path, body, customer)).toEqual({ status: 403, body: { statusCode: 403, msg: 'You do not have permission to do this.' } });
    }
    expect((await get('/api/products?includeHidden=true')).status).toBe(401);
    expect((await get('/api/products?includeHidden=true', customer)).status).toBe(403);
  });

  it('edits the fields given and keeps the discount consistent', async () => {
    const [product] = (await get('/api/products')).body;
    const { status, body } = await send('PUT', `/api/products/${product._id}`, { price: 30, originalPrice: 40, weight: '6 pcs' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: product._id, name: product.name, price: 30, originalPrice: 40, discountPercentage: 25, weight: '6 pcs' });
    expect((await get(`/api/products/${product._id}`)).body.price).toBe(30);
    expect(await send('PUT', `/api/products/${product._id}`, { price: 50, originalPrice: 45 })).toEqual({
      status: 400, body: { statusCode: 400, msg: 'originalPrice must be at least the price' },
    });
    expect((await send('PUT', `/api/products/${product._id}`, { price: 55 })).body).toMatchObject({ price: 55, originalPrice: 55, discountPercentage: 0 });
    expect((await send('PUT', '/api/products/000000000000000000000000', { price: 5 })).status).toBe(404);
    expect((await send('PUT', '/api/products/nope', { price: 5 })).body).toEqual({ statusCode: 404, msg: 'Product not found' });
  });

  it('hides a product from shoppers but not from admins asking for hidden ones', async () => {
    const milk = (await get('/api/products/search?q=sudha toned milk')).body.products[0];
    expect((await send('PATCH', `/api/products/${milk._id}/visibility`, { hidden: true })).body).toMatchObject({ _id: milk._id, hidden: true });
    const has = (list: { _id: string }[]) => list.some((p) => p._id === milk._id);
    expect(has((await get('/api/products')).body)).toBe(false);
    expect(has((await get('/api/products/category/Milk')).body)).toBe(false);
    expect(has((await get('/api/products/search?q=sudha')).body.products)).toBe(false);
    expect(await get(`/api/products/${milk._id}`)).toEqual({ status: 404, body: { statusCode: 404, msg: 'Product not found' } });
    expect(has((await get('/api/products?includeHidden=true', admin)).body)).toBe(true);
    expect(has((await get('/api/products/category/milk?includeHidden=true', admin)).body)).toBe(true);
    expect((await get(`/api/products/${milk._id}?includeHidden=true`, admin)).body).toMatchObject({ _id: milk._id, hidden: true });
    expect((await send('PATCH', `/api/products/${milk._id}/visibility`, { hidden: 'yes' })).body.msg).toBe('hidden must be true or false');
    await send('PATCH', `/api/products/${milk._id}/visibility`, { hidden: false });
    expect(has((await get('/api/products')).body)).toBe(true);
  });
});
