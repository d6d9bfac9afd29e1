import type { Namespace } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectAdminNotifications, type OrderNotificationPush } from './admin-notifications.socket.js';
import type { SocketStatus } from './socket-connection.js';
import { SESSION_EXPIRED, startSocketServer } from './testing/node-socket-server.js';

// A stand-in for the API's /admin namespace (apps/api notifications/admin-order-feed.gateway.ts):
// admits a token, reads `auth.cursor` to resume, pushes `order-notification` with its cursor.
let server: Awaited<ReturnType<typeof startSocketServer>>;
let admin: Namespace;
const handshakes: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await startSocketServer();
  admin = server.io.of('/admin');
  admin.use((socket, next) => {
    handshakes.push({ ...socket.handshake.auth });
    return socket.handshake.auth.token === 'admin-token' ? next() : next(new Error(SESSION_EXPIRED));
  });
});
afterEach(() => {
  handshakes.length = 0;
  admin.disconnectSockets(true);
});
afterAll(() => server.close());

const notification = (n: number): OrderNotificationPush => ({ id: `event-${n}`, orderId: `order-${n}`, message: `New order #JP-00000${n}`, time: '2025-11-22T10:40:00.000Z', cursor: `77${n}:${n}` });

function listen(cursor: string | null, token = 'admin-token') {
  const received: OrderNotificationPush[] = [];
  const statuses: SocketStatus[] = [];
  const connection = connectAdminNotifications({ baseUrl: server.baseUrl, token, cursor, onNotification: (n) => received.push(n), onStatus: (s) => statuses.push(s) });
  return { received, statuses, connection };
}

describe('connectAdminNotifications', () => {
  it('hands over the token, and the cursor to resume from when there is one', async () => {
    const fresh = listen(null);
    await vi.waitFor(() => expect(fresh.statuses).toContain('live'));
    const resumed = listen('771:1');
    await vi.waitFor(() => expect(resumed.statuses).toContain('live'));
    expect(handshakes).toEqual([{ token: 'admin-token' }, { token: 'admin-token', cursor: '771:1' }]);
    fresh.connection.close();
    resumed.connection.close();
  });

  it('delivers pushes and reconnects from the last one received', async () => {
    const { received, statuses, connection } = listen(null);
    await vi.waitFor(() => expect(statuses).toContain('live'));
    admin.emit('order-notification', notification(1));
    admin.emit('order-notification', notification(2));
    await vi.waitFor(() => expect(received.map((n) => n.id)).toEqual(['event-1', 'event-2']));
    expect(connection.cursor()).toBe('772:2');
    for (const socket of await admin.fetchSockets()) (socket as unknown as { conn: { close(): void } }).conn.close();
    await vi.waitFor(() => expect(handshakes).toHaveLength(2), { timeout: 5000 });
    expect(handshakes[1]).toEqual({ token: 'admin-token', cursor: '772:2' });
    connection.close();
  });

  it('resumes from where its live pushes started when none had arrived before the drop', async () => {
    const { statuses, connection } = listen(null);
    await vi.waitFor(() => expect(statuses).toContain('live'));
    admin.emit('feed-cursor', { cursor: '770:0' });
    await vi.waitFor(() => expect(connection.cursor()).toBe('770:0'));
    for (const socket of await admin.fetchSockets()) (socket as unknown as { conn: { close(): void } }).conn.close();
    await vi.waitFor(() => expect(handshakes).toHaveLength(2), { timeout: 5000 });
    expect(handshakes[1]).toEqual({ token: 'admin-token', cursor: '770:0' });
    connection.close();
  });

  it('keeps the cursor it resumed from when told where live pushes start', async () => {
    const { statuses, connection } = listen('775:5');
    await vi.waitFor(() => expect(statuses).toContain('live'));
    admin.emit('feed-cursor', { cursor: '770:0' });
    admin.emit('order-notification', notification(6));
    await vi.waitFor(() => expect(connection.cursor()).toBe('776:6'));
    connection.close();
  });

  it('reports a refused handshake', async () => {
    const { statuses, received } = listen(null, 'customer-token');
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('refused'));
    expect(received).toEqual([]);
  });

  it('reports a session the server ended as refused with its reason, and does not reconnect', async () => {
    const reasons: (string | undefined)[] = [];
    const statuses: SocketStatus[] = [];
    connectAdminNotifications({ baseUrl: server.baseUrl, token: 'admin-token', cursor: null, onNotification: () => undefined, onStatus: (s, why) => (statuses.push(s), reasons.push(why)) });
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('live'));
    for (const socket of await admin.fetchSockets()) {
      socket.emit('session-ended', { msg: 'Your session has ended. Please log in again.' });
      socket.disconnect(true);
    }
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('refused'));
    expect(reasons.at(-1)).toBe('Your session has ended. Please log in again.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(statuses.at(-1)).toBe('refused');
    expect(handshakes).toHaveLength(1);
  });
});
