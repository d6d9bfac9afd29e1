import { describe, expect, it } from 'vitest';
import { notificationFixtures } from './testing/fixtures/notifications.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('notificationsApi', () => {
  it('lists the order notifications, all or of one kind', async () => {
    const { api, lastRequest } = shop.open();
    await expect(api.notifications.orderNotifications()).resolves.toEqual(notificationFixtures);
    expect(new URL(lastRequest().url).search).toBe('');
    const completed = await api.notifications.orderNotifications('completed');
    expect(new URL(lastRequest().url).search).toBe('?status=completed');
    expect(completed.map((n) => n.message)).toEqual(['Payment received for order #JP-001003: ₹268.00 (UPI)']);
  });
});
