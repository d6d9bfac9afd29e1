import { DataSource } from 'typeorm';
import { EventStore, markCommits, StreamModels } from '../../src/platform/event-store/index.js';
import { userWithToken } from '../support/identity-helpers.js';
import { added, tallyModel, tallyStream } from '../support/tally.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';

describe('the audit API', () => {
  let shop: TestApp;
  let auditor: Record<string, string>;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let betweenMoments: string;

  beforeAll(async () => {
    shop = await startTestApp();
    shop.app.get(StreamModels).register('tally', tallyModel);
    [auditor, admin, customer] = (await Promise.all([
      userWithToken(shop, 'auditor'),
      userWithToken(shop, 'admin'),
      userWithToken(shop, 'customer'),
    ])).map((user) => user.auth);
    const store = shop.app.get(EventStore);
    await store.append(tallyStream('audited'), 'no_stream', [added(5)], { actorId: 'admin-1', role: 'admin', commandId: 'c-1' });
    // `?at=` reads through commit marks: mark now rather than wait for the shop's clock to.
    await markCommits(shop.app.get(DataSource));
    await new Promise((resolve) => setTimeout(resolve, 2)); // marks are stamped to the millisecond, rounded up
    [{ now: betweenMoments }] = await shop.app.get(DataSource).query(`SELECT to_json(clock_timestamp()) #>> '{}' AS now`);
    await store.append(tallyStream('audited'), 1, [added(7)], { actorId: 'customer-9', role: 'customer', causationId: 'c-1' });
    await store.append({ streamId: 'modelless-1', streamType: 'modelless' }, 'no_stream', [{ type: 'Noted', data: {} }], {});
    await store.append({ streamId: 'order-o7', streamType: 'order' }, 'no_stream', [{ type: 'OrderNoted', data: { orderId: 'o7' } }], { actorId: 'c7', role: 'customer' });
    await store.append({ streamId: 'payment-p7', streamType: 'payment' }, 'no_stream', [{ type: 'PaymentNoted', data: { orderId: 'o7' } }], { causationId: 'x' });
  });
  afterAll(() => shop.close());

  const get = (path: string, headers: Record<string, string> = auditor) => shop.request(path, { headers });

  it('shows a stream’s history with who did what and why', async () => {
    const response = await get('/api/audit/streams/tally-audited/events');
    expect(response.status).toBe(200);
    const body = await jsonOf(response);
    expect(body.streamType).toBe('tally');
    expect(body.events.map((e: { version: number; metadata: object }) => [e.version, e.metadata])).toEqual([
      [1, { actorId: 'admin-1', role: 'admin', commandId: 'c-1' }],
      [2, { actorId: 'customer-9', role: 'customer', causationId: 'c-1' }],
    ]);
  });

  it('folds a stream to its state at a past moment', async () => {
    const then = await jsonOf(await get(`/api/audit/streams/tally-audited/state?at=${encodeURIComponent(betweenMoments)}`));
    expect(then).toMatchObject({ version: 1, state: { total: 5, changes: 1 } });
    const now = await jsonOf(await get('/api/audit/streams/tally-audited/state', admin));
    expect(now).toMatchObject({ at: null, version: 2, state: { total: 12, changes: 2 } });
  });

  it('shows an order with its payments, each with its events and actors', async () => {
    const body = await jsonOf(await get('/api/audit/orders/o7'));
    expect(body).toMatchObject({
      orderId: 'o7',
      at: null,
      order: { streamId: 'order-o7', version: 1, events: [{ type: 'OrderNoted', metadata: { actorId: 'c7', role: 'customer' } }] },
      payments: [{ streamId: 'payment-p7', events: [{ type: 'PaymentNoted', metadata: { causationId: 'x' } }] }],
    });
    const before = await get('/api/audit/orders/o7?at=2001-01-01T00:00:00Z');
    expect(before.status).toBe(404);
    expect((await jsonOf(before)).msg).toMatch(/did not exist at/);
  });

  it('pages through the global feed filtered by type and time', async () => {
    const page1 = await jsonOf(await get('/api/audit/events?type=TallyAdded&limit=1'));
    expect(page1.pagination).toEqual({ page: 1, pages: 2, total: 2 });
    expect(page1.events[0].data).toEqual({ amount: 5 });
    const page2 = await jsonOf(await get('/api/audit/events?type=TallyAdded&limit=1&page=2'));
    expect(page2.events[0].data).toEqual({ amount: 7 });
    const later = await jsonOf(await get(`/api/audit/events?from=${encodeURIComponent(betweenMoments)}`));
    expect(later.events.map((e: { type: string }) => e.type)).toEqual(['TallyAdded', 'Noted', 'OrderNoted', 'PaymentNoted']);
  });

  it.each([
    ['/api/audit/streams/tally-nothing/events', 404, /No events recorded/],
    ['/api/audit/streams/tally-audited/state?at=yesterday', 400, /ISO 8601/],
    ['/api/audit/streams/tally-audited/state?at=2001-01-01T00:00:00Z', 404, /had no events at/],
    ['/api/audit/streams/modelless-1/state', 422, /no state model/],
    [`/api/audit/streams/${encodeURIComponent("x' OR 1=1 --")}/events`, 400, /streamId must be/],
    ['/api/audit/events?type=1;DROP', 400, /type must be/],
    ['/api/audit/events?limit=5000', 400, /limit must be/],
    ['/api/audit/events?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 400, /from must not be after to/],
  ])('answers %s with %i and a readable msg', async (path, status, msg) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect((await jsonOf(response)).msg).toMatch(msg);
  });

  it('is closed to customers (403) and to callers without a token (401)', async () => {
    expect((await get('/api/audit/events', customer)).status).toBe(403);
    expect((await get('/api/audit/streams/tally-audited/events', {})).status).toBe(401);
  });
});
