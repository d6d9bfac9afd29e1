import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { closeSockets, connected, connectTo } from '../notifications/socket-helpers.js';
import { cartAndOrderBody, send, shopper } from '../ordering/ordering-helpers.js';
import { CUSTOMER_ERASED, NOTIFICATION_EVENT_TYPES } from '../../src/notifications/consumed-events.js';
import { payOrder, placeOrder } from '../notifications/order-givens.js';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from './processor-health/eventually.js';

/** One sample of the Prometheus text format: `name{label="value",…} number`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('GET /api/metrics', () => {
  const metricsToken = randomBytes(32).toString('hex');
  let shop: TestApp;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true, metricsToken });
    admin = await userWithToken(shop, 'admin');
  });
  afterEach(() => closeSockets());
  afterAll(() => shop.close());

  const scrape = async (): Promise<Sample[]> => {
    const response = await shop.request('/api/metrics', { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    return parseSamples(await response.text());
  };

  it('answers the scrape token and admins only', async () => {
    const customer = await userWithToken(shop, 'customer');
    const auditor = await userWithToken(shop, 'auditor');
    expect((await shop.request('/api/metrics')).status).toBe(401);
    expect((await shop.request('/api/metrics', { headers: { authorization: `Bearer ${'0'.repeat(64)}` } })).status).toBe(401);
    expect((await shop.request('/api/metrics', { headers: customer.auth })).status).toBe(403);
    expect((await shop.request('/api/metrics', { headers: auditor.auth })).status).toBe(403);
    expect((await shop.request('/api/metrics', { headers: admin.auth })).status).toBe(200);
    expect(await scrape()).not.toHaveLength(0);
  });

  it('without METRICS_TOKEN set, admits no scraper at all', async () => {
    const closed = await startTestApp();
    try {
      expect((await closed.request('/api/metrics', { headers: { authorization: `Bearer ${metricsToken}` } })).status).toBe(401);
      const health = await jsonOf(await closed.request('/api/health', { headers: { authorization: `Bearer ${metricsToken}` } }));
      expect(health.status).toBe('ok');
    } finally {
      await closed.close();
    }
  });

  it('times requests per route pattern, method and status class', async () => {
    const before = await scrape();
    const products: { _id: string }[] = await jsonOf(await shop.request('/api/products'));
    await shop.request(`/api/products/${products[0]._id}`);
    await shop.request(`/api/products/${products[1]._id}`);
    await shop.request('/api/no-such-route/123');
    const after = await scrape();
    const count = (samples: Sample[], labels: Record<string, string>) => valueOf(samples, 'jhatpat_http_request_duration_seconds_count', labels) ?? 0;
    const byId = { route: '/api/products/:id', method: 'GET', status_class: '2xx' };
    expect(count(after, byId) - count(before, byId)).toBe(2);
    expect(count(after, { route: '/api/products', method: 'GET', status_class: '2xx' }) - count(before, { route: '/api/products', method: 'GET', status_class: '2xx' })).toBe(1);
    expect(count(after, { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(after.some((s) => s.labels.route?.includes(products[0]._id))).toBe(false);
    expect(valueOf(after, 'jhatpat_http_request_duration_seconds_bucket', { ...byId, le: '+Inf' })).toBe(count(after, byId));
  });

  it('counts the events appended per type, by a request and by a processor reacting to one', async () => {
    const db = shop.app.get(DataSource);
    const appended = (samples: Sample[], type: string) => valueOf(samples, 'jhatpat_events_appended_total', { type }) ?? 0;
    const logCounts = async (): Promise<Map<string, number>> =>
      new Map((await db.query(`SELECT event_type, count(*)::int AS n FROM es_events GROUP BY event_type`)).map((row: { event_type: string; n: number }) => [row.event_type, row.n]));
    const logBefore = await logCounts();
    const before = await scrape();

    const ravi = await shopper(shop);
    const products: { _id: string }[] = await jsonOf(await shop.request('/api/products'));
    const body = await cartAndOrderBody(shop, ravi, [{ productId: products[0]._id, quantity: 1 }]);
    expect((await send(shop, 'POST', '/api/user-orders', ravi.auth, body, { 'idempotency-key': `metrics-${Date.now()}` })).status).toBe(201);
    const afterOrder = await scrape();
    expect(appended(afterOrder, 'OrderPlaced') - appended(before, 'OrderPlaced')).toBe(1);
    expect(appended(afterOrder, 'CartEmptied') - appended(before, 'CartEmptied')).toBe(1);

    // The settlement processor moves a paid order with events of its own, in its batch transaction.
    const { orderId } = await placeOrder(shop, ravi.id, { paymentMethod: 'UPI' });
    const payment = await payOrder(shop, orderId, 15200);
    const reactions: { event_type: string; n: number }[] = await eventually(async () => {
      const rows = await db.query(`SELECT event_type, count(*)::int AS n FROM es_events WHERE metadata->>'causationId' = $1 GROUP BY event_type`, [payment.eventId]);
      return rows.length > 0 ? rows : null;
    });
    const afterPayment = await scrape();
    expect(appended(afterPayment, 'PaymentSucceeded') - appended(afterOrder, 'PaymentSucceeded')).toBe(1);
    for (const { event_type, n } of reactions) expect(appended(afterPayment, event_type) - appended(afterOrder, event_type)).toBe(n);
    // Whatever the types, the counters moved exactly as the log grew (this one instance wrote it all).
    const logAfter = await logCounts();
    for (const [type, n] of logAfter) expect([type, appended(afterPayment, type) - appended(before, type)]).toEqual([type, n - (logBefore.get(type) ?? 0)]);
  });

  it('shows each processor’s lag and parked events, the live feed, sockets per namespace, the pool and Node’s own figures', async () => {
    const none = await scrape();
    expect(valueOf(none, 'jhatpat_sockets_connected', { namespace: '/admin' }) ?? 0).toBe(0);
    const socket = connectTo(shop, '/admin', { token: admin.token });
    await connected(socket);
    // The test before appended events the notifications processor may still be taking in: wait for the
    // scrape that shows it caught up (it must come), then read every figure from that one scrape.
    const samples = await eventually(async () => {
      const scraped = await scrape();
      return valueOf(scraped, 'jhatpat_processor_lag_events', { processor: 'order-notifications:v1' }) === 0 && valueOf(scraped, 'jhatpat_live_feed_lag_events') === 0 ? scraped : null;
    });
    expect(valueOf(samples, 'jhatpat_sockets_connected', { namespace: '/admin' })).toBe(1);
    for (const name of ['jhatpat_processor_lag_events', 'jhatpat_processor_lag_seconds', 'jhatpat_processor_parked_events', 'jhatpat_processor_held_back']) {
      expect(valueOf(samples, name, { processor: 'order-notifications:v1' })).toBe(0);
    }
    expect(valueOf(samples, 'jhatpat_processor_heartbeat_age_seconds', { processor: 'order-notifications:v1' })).toBeLessThan(30);
    expect(valueOf(samples, 'jhatpat_live_feed_lag_events')).toBe(0);
    expect(valueOf(samples, 'jhatpat_health_degraded')).toBe(0);
    expect(valueOf(samples, 'jhatpat_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'jhatpat_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'jhatpat_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'jhatpat_oldest_transaction_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('shows a processor falling behind', async () => {
    const db = shop.app.get(DataSource);
    await db.query(`UPDATE es_processors SET status = 'paused' WHERE processor_id = 'order-notifications:v1'`);
    try {
      const ravi = await userWithToken(shop, 'customer');
      await placeOrder(shop, ravi.id);
      const samples = await eventually(async () => {
        const scraped = await scrape();
        return (valueOf(scraped, 'jhatpat_processor_lag_seconds', { processor: 'order-notifications:v1' }) ?? 0) > 2 ? scraped : null;
      });
      // The order placed here, and maybe the OrderStatusChanged with which the payment saga confirmed the
      // order paid above: the test before saw the processor caught up in a report cached up to a second
      // earlier, so it may be paused before taking that in (a CI run counted 2). The paused processor's
      // backlog only grows: the figure is at least the one order and at most what lies past its cursor now.
      const [{ behind }] = await db.query(
        `SELECT count(*)::int AS behind FROM es_events e, es_processors p
          WHERE p.processor_id = 'order-notifications:v1' AND (e.transaction_id, e.global_position) > (p.last_tx, p.last_gp) AND e.event_type = ANY($1::text[])`,
        [[...NOTIFICATION_EVENT_TYPES, CUSTOMER_ERASED]],
      );
      const lag = valueOf(samples, 'jhatpat_processor_lag_events', { processor: 'order-notifications:v1' });
      expect(lag).toBeGreaterThanOrEqual(1);
      expect(lag).toBeLessThanOrEqual(behind);
      expect(valueOf(samples, 'jhatpat_health_degraded')).toBe(1);
    } finally {
      await db.query(`UPDATE es_processors SET status = 'active' WHERE processor_id = 'order-notifications:v1'`);
    }
  });
});
