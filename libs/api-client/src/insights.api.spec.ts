import { describe, expect, it } from 'vitest';
import { orderFixtures } from './testing/fixtures/orders.js';
import { moneyShopFixture, refundOrderFixtures } from './testing/fixtures/refunds.js';
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

  it('lists each refund as a line of its own, and filters by the refund statuses', async () => {
    const { api, lastRequest } = shop.open(moneyShopFixture);
    const all = await api.insights.ledger({ limit: 100 });
    const partly = all.payments.filter((p) => p.orderId === refundOrderFixtures.partlyRefunded._id);
    expect(partly.map((p) => [p.kind, p.status, p.amount])).toEqual([
      ['refund', 'refunded', 90],
      ['payment', 'partially_refunded', refundOrderFixtures.partlyRefunded.grandTotal],
    ]);
    expect(partly[0].failureReason).toBe('Paneer arrived damaged');
    expect(all.payments.filter((p) => p.kind === 'cash').every((p) => p.method === 'COD')).toBe(true);

    const pending = await api.insights.ledger({ status: 'refund_pending' });
    expect(new URL(lastRequest().url).searchParams.get('status')).toBe('refund_pending');
    expect(pending.payments.map((p) => [p.kind, p.orderId])).toEqual([['refund', refundOrderFixtures.refundUnderWay._id]]);
  });
});
