import { InlineProjections, inlineModel, rebuildReadModels, Upcasters } from '../../src/platform/event-store/index.js';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { Sql } from '../../src/platform/database/sql-transaction.js';

interface Product {
  _id: string;
  name: string;
  nameHi: string;
  price: number;
  available: number;
}

describe('the cart API', () => {
  let shop: TestApp;
  let customer: Record<string, string>;
  let products: Product[];

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = customer) =>
    shop.request(path, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    customer = (await userWithToken(shop, 'customer')).auth;
    products = (await jsonOf(await shop.request('/api/products'))) as Product[];
  });
  afterAll(() => shop.close());

  it('starts empty, with the shop’s charges and the donation on by default', async () => {
    const cart = await jsonOf(await call('GET', '/api/cart'));
    expect(cart).toEqual({
      products: [],
      itemsTotal: 0,
      deliveryCharge: 0,
      handlingCharge: 2,
      tipAmount: 0,
      donationAmount: 1,
      grandTotal: 3,
      count: 0,
      total: 0,
    });
  });

  it('sets absolute quantities, prices them from the catalog and computes the bill', async () => {
    const [a, b] = products;
    await call('POST', '/api/cart/add', { productId: a._id, quantity: 2 });
    const response = await call('POST', '/api/cart/add', { productId: b._id, quantity: 1 });
    expect(response.status).toBe(200);
    const cart = await jsonOf(response);
    expect(cart.msg).toBe('Cart updated successfully');
    expect(cart.products).toEqual([
      { productId: { _id: a._id, name: a.name, nameHi: a.nameHi, price: a.price, image: expect.any(String), variant: expect.anything() }, quantity: 2, available: a.available },
      { productId: expect.objectContaining({ _id: b._id }), quantity: 1, available: b.available },
    ]);
    const items = Math.round((a.price * 2 + b.price) * 100) / 100;
    expect(cart.itemsTotal).toBeCloseTo(items, 2);
    expect(cart.grandTotal).toBeCloseTo(items + 2 + 1, 2);
    expect(cart.count).toBe(3);
  });

  it('changes a quantity by a delta and answers success, count and total', async () => {
    const [a] = products;
    const body = await jsonOf(await call('PUT', '/api/cart/update', { productId: a._id, change: -1 }));
    expect(body).toEqual({ success: true, count: 2, total: expect.any(Number) });
  });

  it.each([
    [{ quantity: -1 }, 'Quantity cannot go below 0'],
    [{ quantity: 1.5 }, 'quantity must be a whole number'],
    [{ quantity: 100 }, 'You can add at most 99 of one product'],
    [{ quantity: '2' }, 'quantity must be a number'],
    [{ quantity: 1, productId: 'ffffffffffffffffffffffff' }, 'Product not found'],
    [{ quantity: 1, productId: "1' OR 1=1 --" }, 'productId must be the id of a product'],
    [{ quantity: 1, price: 0.01 }, 'property price should not exist'],
  ])('refuses %p with 400 and "%s"', async (patch, msg) => {
    const response = await call('POST', '/api/cart/add', { productId: products[0]._id, ...patch });
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).msg).toBe(msg);
  });

  it('refuses a change below 0', async () => {
    const response = await call('PUT', '/api/cart/update', { productId: products[5]._id, change: -1 });
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).msg).toBe('Quantity cannot go below 0');
  });

  it('keeps only the tip and the donation of the charges a client sends', async () => {
    const cart = await jsonOf(await call('POST', '/api/cart/update-charges', { tipAmount: 30, donationAmount: 0, deliveryCharge: -500, handlingCharge: 0 }));
    expect(cart).toMatchObject({ tipAmount: 30, donationAmount: 0, deliveryCharge: 0, handlingCharge: 2 });
    expect(cart.grandTotal).toBeCloseTo(cart.itemsTotal + 2 + 30, 2);
    const custom = await jsonOf(await call('POST', '/api/cart/update-charges', { tipAmount: 25, donationAmount: 1 }));
    expect(custom).toMatchObject({ tipAmount: 25, donationAmount: 1 });
  });

  it.each([
    [{ tipAmount: 10.5, donationAmount: 1 }, /Tip must be 0, 20, 30, 50 or a whole amount/],
    [{ tipAmount: 501, donationAmount: 1 }, /Tip must be/],
    [{ tipAmount: -20, donationAmount: 1 }, /Tip must be/],
    [{ tipAmount: 20, donationAmount: 5 }, /Donation must be 0 or 1/],
  ])('refuses charges %p', async (body, msg) => {
    const response = await call('POST', '/api/cart/update-charges', body);
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).msg).toMatch(msg);
  });

  it('loses no update when 50 changes of one product arrive at once', async () => {
    const product = products[10];
    await Promise.all(Array.from({ length: 50 }, () => call('PUT', '/api/cart/update', { productId: product._id, change: 1 })));
    const cart = await jsonOf(await call('GET', '/api/cart'));
    expect(cart.products.find((line: { productId: Product }) => line.productId._id === product._id).quantity).toBe(50);
  });

  it('empties on DELETE', async () => {
    const cart = await jsonOf(await call('DELETE', '/api/cart'));
    expect(cart).toMatchObject({ products: [], count: 0, tipAmount: 0 });
  });

  it('keeps a guest cart under an issued Guest-Token, and merges it once at login', async () => {
    const issued = await jsonOf(await shop.request('/api/guest-cart'));
    expect(issued.guestToken).toMatch(/^[0-9a-f]{32}$/);
    const guest = { 'guest-token': issued.guestToken };
    const [a, b] = products;
    await call('POST', '/api/guest-cart/add', { productId: a._id, quantity: 3 }, guest);
    const guestCart = await jsonOf(await call('POST', '/api/guest-cart/add', { productId: b._id, quantity: 1 }, guest));
    expect(guestCart).toMatchObject({ msg: 'Cart updated successfully', guestToken: issued.guestToken, count: 4 });

    await call('POST', '/api/cart/add', { productId: a._id, quantity: 2 });
    const merged = await jsonOf(await call('POST', '/api/cart/merge-guest', { guestToken: issued.guestToken }));
    expect(merged.products.map((l: { productId: Product; quantity: number }) => [l.productId._id, l.quantity])).toEqual([
      [a._id, 3],
      [b._id, 1],
    ]);
    const again = await jsonOf(await call('POST', '/api/cart/merge-guest', { guestToken: issued.guestToken }));
    expect(again.count).toBe(4);
  });

  it('refuses a malformed Guest-Token', async () => {
    const response = await shop.request('/api/guest-cart', { headers: { 'guest-token': "../' or 1=1" } });
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).msg).toMatch(/Guest-Token must be/);
  });

  it('is for customers: 401 without a token, 403 for an admin', async () => {
    expect((await call('GET', '/api/cart', undefined, {})).status).toBe(401);
    const admin = (await userWithToken(shop, 'admin')).auth;
    expect((await call('GET', '/api/cart', undefined, admin)).status).toBe(403);
  });

  it('rebuilds cart_view from the log exactly as it stands', async () => {
    const projections = shop.app.get(InlineProjections).all().filter((p) => p.name === 'cart-view');
    const report = await rebuildReadModels(shop.app.get(Sql), shop.app.get(Upcasters), projections.map(inlineModel));
    expect(report.tables).toEqual([expect.objectContaining({ table: 'cart_view', rows: expect.any(Number), identical: true })]);
    expect(report.processed).toBeGreaterThan(50);
  });
});
