import { describe, expect, it } from 'vitest';
import { healthFixtures, parkedEventFixtures } from './testing/fixtures/health.js';
import { healthHandlers } from './testing/handlers/health.handlers.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('healthApi', () => {
  it('reads the health report', async () => {
    const { api, lastRequest } = shop.open();
    const report = await api.health.report();
    expect(new URL(lastRequest().url).pathname).toBe('/api/health');
    expect(report.status).toBe('ok');
    expect(report.processors.map((p) => p.id)).toEqual(['order-notifications:v1', 'ordering:payment-settlement']);
  });

  it('lists parked events with its filters, and retries one by its number', async () => {
    const { api, lastRequest } = shop.open();
    shop.server.use(...healthHandlers({ report: healthFixtures.parked, parked: parkedEventFixtures }));
    const list = await api.health.parkedEvents({ status: 'parked', processor: 'order-notifications:v1', page: 1 });
    const query = new URL(lastRequest().url).searchParams;
    expect([query.get('status'), query.get('processor'), query.get('page')]).toEqual(['parked', 'order-notifications:v1', '1']);
    expect(list.parked.map((e) => e.id)).toEqual(['12', '11']);

    const retried = await api.health.retryParkedEvent('12');
    expect(new URL(lastRequest().url).pathname).toBe('/api/admin/parked-events/12/retry');
    expect(lastRequest().method).toBe('POST');
    expect(retried.status).toBe('resolved');
    expect((await api.health.report()).processors[0].parkedEvents).toBe(1);
    await expect(api.health.retryParkedEvent('12')).rejects.toMatchObject({ status: 409, message: 'This parked event is already resolved.' });
  });
});
