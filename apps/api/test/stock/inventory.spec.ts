import { LOW_STOCK_AT } from '@jhatpat/domain';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { cartAndOrderBody, send, shopper } from '../ordering/ordering-helpers.js';
import { closeSockets, collect, connected, connectTo, until } from '../notifications/socket-helpers.js';
import { inventoryDesk } from './stock-helpers.js';

type Product = { _id: string; name: string; available: number };
type Item = { productId: string; name: string; onHand: number; reserved: number; available: number; level: string };

describe('the admin inventory', () => {
  let shop: TestApp;
  let products: Product[];
  let desk: Awaited<ReturnType<typeof inventoryDesk>>;
  const stocked = () => products.splice(products.findIndex((p) => p.available > 20), 1)[0];

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    products = await jsonOf(await shop.request('/api/products'));
    desk = await inventoryDesk(shop);
  });
  afterEach(() => closeSockets());
  afterAll(() => shop.close());

  const list = async (query: string) => jsonOf(await send(shop, 'GET', `/api/admin/inventory${query}`, desk.admin.auth));

  it('lists every product with on hand, reserved, available and level; filters out and low; searches by name', async () => {
    const all = await list('?limit=100');
    expect(all.pagination).toEqual({ page: 1, pages: Math.ceil(all.pagination.total / 100), total: products.length, limit: 100 });
    // Least available first: what needs a hand is on top.
    expect(all.items[0]).toMatchObject({ available: 0, level: 'out' });
    const out: Item[] = (await list('?level=out&limit=100')).items;
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((i) => i.available === 0 && i.level === 'out')).toBe(true);
    const low: Item[] = (await list('?level=low&limit=100')).items;
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((i) => i.available >= 1 && i.available <= LOW_STOCK_AT && i.level === 'low')).toBe(true);
    const paneer: Item[] = (await list('?search=PANEER')).items;
    expect(paneer.length).toBeGreaterThan(0);
    expect(paneer.every((i) => /paneer/i.test(i.name))).toBe(true);
  });

  it('receives and adjusts with the admin as actor, and answers the product’s row', async () => {
    const product = stocked();
    const before = product.available;
    const received = await desk.receive(product._id, 12, 'Invoice 4471');
    expect(received.status).toBe(200);
    expect(await jsonOf(received)).toEqual({
      productId: product._id, name: product.name, image: expect.any(String), category: expect.any(String),
      onHand: before + 12, reserved: 0, available: before + 12, level: 'in',
    });
    expect(await jsonOf(await desk.adjust(product._id, -2, 'damaged', 'Two packets torn'))).toMatchObject({ onHand: before + 10, available: before + 10 });
    const { page } = await desk.history(product._id);
    expect(page).toMatchObject({ productId: product._id, name: product.name, pagination: { page: 1, total: 3, pages: 1, limit: 100 } });
    expect(page.entries).toEqual([
      { position: 3, kind: 'adjusted', quantity: -2, reason: 'damaged', note: 'Two packets torn', by: { id: desk.admin.id, name: 'Store admin' }, at: expect.any(String) },
      { position: 2, kind: 'received', quantity: 12, note: 'Invoice 4471', by: { id: desk.admin.id, name: 'Store admin' }, at: expect.any(String) },
      { position: 1, kind: 'received', quantity: before, note: 'Opening stock', by: { id: 'opening-stock', name: 'Opening stock' }, at: expect.any(String) },
    ]);
  });

  it.each([
    ['receive', { quantity: 0 }, 'quantity must be a whole number from 1 to 100000'],
    ['receive', { quantity: 2.5 }, 'quantity must be a whole number from 1 to 100000'],
    ['receive', { quantity: 3, note: 'x'.repeat(201) }, 'note must be plain text of at most 200 characters'],
    ['adjust', { change: 0, reason: 'count' }, 'change must be a whole number other than 0'],
    ['adjust', { change: -1, reason: 'lost' }, 'reason must be one of damaged, expired, count, other'],
  ])('refuses POST …/%s with %j: 400', async (route, body, message) => {
    const response = await send(shop, 'POST', `/api/admin/inventory/${products[0]._id}/${route}`, desk.admin.auth, body);
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).msg).toContain(message);
  });

  it('answers 404 for an unknown product, 400 for a bad filter or page, and admits only admins', async () => {
    const unknown = 'ffffffffffffffffffffffff';
    expect((await desk.receive(unknown, 1)).status).toBe(404);
    expect((await desk.adjust('not-an-id', 1)).status).toBe(404);
    expect((await send(shop, 'GET', `/api/admin/inventory/${unknown}/history`, desk.admin.auth)).status).toBe(404);
    expect((await send(shop, 'GET', '/api/admin/inventory?level=some', desk.admin.auth)).status).toBe(400);
    expect((await send(shop, 'GET', '/api/admin/inventory?page=0', desk.admin.auth)).status).toBe(400);
    const customer = await userWithToken(shop, 'customer');
    expect((await send(shop, 'GET', '/api/admin/inventory', customer.auth)).status).toBe(403);
    expect((await send(shop, 'POST', `/api/admin/inventory/${products[0]._id}/receive`, {}, { quantity: 1 })).status).toBe(401);
  });

  it('pushes a watched product’s new available on /stock, and alerts admins when it crosses into low and into out', async () => {
    const product = stocked();
    await desk.setAvailable(product._id, LOW_STOCK_AT + 2);
    const page = connectTo(shop, '/stock');
    await connected(page);
    const pushes = collect<{ productId: string; available: number }>(page, 'stock');
    const ack = await page.emitWithAck('watch', { productIds: [product._id] });
    expect(ack).toEqual({ ok: true, watching: 1 });
    const adminSocket = connectTo(shop, '/admin', { token: desk.admin.token });
    await connected(adminSocket);
    const alerts = collect<{ productId: string; name: string; available: number; level: string; at: string }>(adminSocket, 'stock-alert');

    const ravi = await shopper(shop);
    const placed = await send(shop, 'POST', '/api/user-orders', ravi.auth, await cartAndOrderBody(shop, ravi, [{ productId: product._id, quantity: 2 }]), { 'idempotency-key': 'stock-live-1' });
    expect(placed.status).toBe(201);
    await until(() => pushes.some((p) => p.available === LOW_STOCK_AT), 60_000, 'the push after the order');
    await desk.adjust(product._id, -1, 'damaged');
    await desk.adjust(product._id, -(LOW_STOCK_AT - 1), 'expired');
    await until(() => alerts.length === 2, 60_000, 'two alerts');
    await until(() => pushes.at(-1)?.available === 0, 60_000, 'the push of the last unit gone');
    // The set-up's own change (to LOW_STOCK_AT + 2) is pushed after its commit by the live feed, so it may
    // reach the page after the watch began (CI of f23e4eb): a first push of that figure is that one.
    // A page is told the shelf as it stands when the feed reads it: two changes the feed reads in one
    // batch may reach it as the later figure alone (CI of f3c994b saw 5, 0). Never a figure out of order.
    const seen = pushes.map((p) => p.available);
    const afterOrder = seen[0] === LOW_STOCK_AT + 2 ? seen.slice(1) : seen;
    expect(afterOrder[0]).toBe(LOW_STOCK_AT);
    expect(afterOrder.at(-1)).toBe(0);
    expect(afterOrder.every((available, n) => n === 0 || available < afterOrder[n - 1])).toBe(true);
    expect(afterOrder.filter((available) => ![LOW_STOCK_AT, LOW_STOCK_AT - 1, 0].includes(available))).toEqual([]);
    expect(alerts).toEqual([
      { productId: product._id, name: product.name, available: LOW_STOCK_AT, level: 'low', at: expect.any(String) },
      { productId: product._id, name: product.name, available: 0, level: 'out', at: expect.any(String) },
    ]);
    // The shelves the storefront reads are not a stale copy.
    expect((await jsonOf(await shop.request(`/api/products/${product._id}`))).available).toBe(0);
  });

  it('refuses a watch of something other than product ids, up to 200', async () => {
    const page = connectTo(shop, '/stock');
    await connected(page);
    expect(await page.emitWithAck('watch', { productIds: ['nope'] })).toEqual({ ok: false, msg: 'productIds must be a list of at most 200 product ids' });
    expect(await page.emitWithAck('watch', { productIds: Array.from({ length: 201 }, () => products[0]._id) })).toMatchObject({ ok: false });
  });
});
