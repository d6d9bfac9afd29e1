import { maskAddressLine, maskPhone } from '@jhatpat/domain';
import { describe, expect, it } from 'vitest';
import { moneyCsvFileName, moneyCsvUrl } from './audit.api.js';
import { orderFixtures } from './testing/fixtures/orders.js';
import { moneyShopFixture, refundOrderFixtures } from './testing/fixtures/refunds.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('auditApi', () => {
  it("replays an order's events with their actors, and its state at a moment", async () => {
    const { api, lastRequest } = shop.open();
    const order = orderFixtures.delivered;
    const now = await api.audit.orderAt(order._id);
    expect(lastRequest().url).toMatch(new RegExp(`/api/audit/orders/${order._id}$`));
    expect(now.order.events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderStatusChanged', 'OrderStatusChanged', 'OrderStatusChanged', 'OrderStatusChanged']);
    expect(now.order.events[0].metadata).toMatchObject({ role: 'customer', actorId: order.userId._id });
    expect(now.order.state).toEqual({ status: 'delivered', paymentStatus: 'paid' });

    const placedOnly = await api.audit.orderAt(order._id, order.createdAt);
    expect(new URL(lastRequest().url).searchParams.get('at')).toBe(order.createdAt);
    expect(placedOnly.order.events).toHaveLength(1);
    expect(placedOnly.at).toBe(new Date(order.createdAt).toISOString());
  });

  it('shows phones and addresses masked, and one order unmasked for a reason that the log then lists', async () => {
    const { api, lastRequest } = shop.open();
    const order = orderFixtures.delivered;
    const masked = await api.audit.orderAt(order._id);
    expect(masked.unmasked).toBe(false);
    expect(masked.order.events[0].data).toMatchObject({ customerPhone: maskPhone(order.userId.phone), address: { details: maskAddressLine(order.address.details) } });
    expect(JSON.stringify(masked)).not.toContain(order.userId.phone);

    await expect(api.audit.unmaskOrder(order._id, 'because')).rejects.toMatchObject({ status: 400, message: 'reason must say why, in 10 to 500 characters' });
    const unmasked = await api.audit.unmaskOrder(order._id, 'Customer dispute, ticket 4411');
    expect(lastRequest().method).toBe('POST');
    expect(new URL(lastRequest().url).pathname).toBe(`/api/audit/orders/${order._id}/unmask`);
    expect(unmasked.unmasked).toBe(true);
    expect(unmasked.order.events[0].data).toMatchObject({ customerPhone: order.userId.phone, address: { details: order.address.details } });
    const log = await api.audit.events({ type: 'OrderUnmasked' });
    expect(log.events.map((e) => e.data)).toEqual([{ orderId: order._id, orderNumber: order.orderNumber, by: 'Anita Auditor', reason: 'Customer dispute, ticket 4411', at: null }]);
  });

  it('pages through the whole log, filtered by event type', async () => {
    const { api, lastRequest } = shop.open();
    const feed = await api.audit.events({ type: 'OrderPlaced', limit: 4 });
    const query = new URL(lastRequest().url).searchParams;
    expect([query.get('type'), query.get('limit')]).toEqual(['OrderPlaced', '4']);
    expect(feed.events.every((e) => e.type === 'OrderPlaced')).toBe(true);
    expect(feed.pagination).toEqual({ page: 1, pages: 2, total: 6 });
  });

  it('says so when the order is not known', async () => {
    const { api } = shop.open();
    await expect(api.audit.orderAt('6922b4d0e1f2a3b4c5d6ffff')).rejects.toMatchObject({ status: 404, message: 'No events recorded for order 6922b4d0e1f2a3b4c5d6ffff' });
  });

  it('reads the money report per IST day, with the orders whose balance is off', async () => {
    const { api, lastRequest } = shop.open(moneyShopFixture);
    const report = await api.audit.money({ from: '2025-11-16', to: '2025-11-22' });
    expect(new URL(lastRequest().url).search).toBe('?from=2025-11-16&to=2025-11-22');
    expect(report.days.map((d) => d.day)).toEqual(['2025-11-16', '2025-11-17', '2025-11-18', '2025-11-19', '2025-11-20', '2025-11-21', '2025-11-22']);
    expect(report.days.find((d) => d.day === '2025-11-20')?.refundedPaise).toBe(9000);
    expect(report.totals.refundedPaise).toBe(report.days.reduce((sum, d) => sum + d.refundedPaise, 0));
    expect(report.exceptions.map((e) => [e.orderId, e.reason])).toEqual([[refundOrderFixtures.cancelledKept._id, 'cancelled but money not given back']]);
  });

  it('fetches the CSV with the token, and names its URL and file', async () => {
    const { api, lastRequest } = shop.open(moneyShopFixture);
    const csv = await api.audit.moneyCsv({ from: '2025-11-20', to: '2025-11-20' });
    expect(lastRequest().headers.get('authorization')).toBe('Bearer spec-token');
    expect(csv.split('\n').slice(0, 3)).toEqual(['day,captured,refunded,cod_collected,outstanding', expect.stringMatching(/^2025-11-20,/), expect.stringMatching(/^total,/)]);
    expect(moneyCsvUrl({ from: '2025-11-20', to: '2025-11-21' }, 'https://shop.example')).toBe('https://shop.example/api/audit/money?from=2025-11-20&to=2025-11-21&format=csv');
    expect(moneyCsvFileName({ from: '2025-11-20', to: '2025-11-21' })).toBe('jhatpat-money-2025-11-20-2025-11-21.csv');
  });

  it("answers the API's 400 for a range it refuses", async () => {
    const { api } = shop.open();
    await expect(api.audit.money({ from: '2025-11-22', to: '2025-11-20' })).rejects.toMatchObject({ status: 400, message: 'from must not be after to' });
    await expect(api.audit.money({ from: '2024-01-01', to: '2025-11-20' })).rejects.toMatchObject({ status: 400, message: 'a report covers at most 366 days' });
  });
});
