import { describe, expect, it } from 'vitest';
import { orderFixtures } from './testing/fixtures/orders.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('insightsApi', () => {
  it("reads the dashboard's figures", async () => {
    const { api, lastRequest } = shop.open();
    const figures = await api.insights.figures();
    expect(new URL(lastRequest().url).pathname).toBe('/api/admin/insights');
    expect(figures.ordersToday).toBe(6);
    expect(figures.ordersPerHour).toHaveLength(24);
    expect(figures.byStatus).toMatchObject({ delivered: 1, cancelled: 1 });
  });

  it('filters the ledger; "all" and a leading # are not sent', async () => {
    const { api, lastRequest } = shop.open();
    const paid = await api.insights.ledger({ status: 'paid', method: 'all', orderId: ` #${orderFixtures.upiPaid._id.slice(-6)} ` });
    const query = new URL(lastRequest().url).searchParams;
    expect([query.get('status'), query.get('method'), query.get('orderId')]).toEqual(['paid', null, orderFixtures.upiPaid._id.slice(-6)]);
    expect(paid.payments.map((p) => p.orderId)).toEqual([orderFixtures.upiPaid._id]);
  });
});
