import { describe, expect, it } from 'vitest';
import { orderFixtures } from './testing/fixtures/orders.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('auditApi', () => {
  it("replays an order's events with their actors, and its state at a moment", async () => {
    const { api, lastRequest } = shop.open();
    const order = orderFixtures.delivered;
    const now = await api.audit.orderAt(order._id);
    expect(lastRequest().url).toMatch(new RegExp(`/api/audit/orders/${order._id}$`));
    expect(now.order.events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderStatusChanged', 'OrderStatusChanged', 'OrderStatusChanged']);
    expect(now.order.events[0].metadata).toMatchObject({ role: 'customer', actorId: order.userId._id });
    expect(now.order.state).toEqual({ status: 'delivered', paymentStatus: 'paid' });

    const placedOnly = await api.audit.orderAt(order._id, order.createdAt);
    expect(new URL(lastRequest().url).searchParams.get('at')).toBe(order.createdAt);
    expect(placedOnly.order.events).toHaveLength(1);
    expect(placedOnly.at).toBe(new Date(order.createdAt).toISOString());
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
});
