import type { Namespace } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SocketStatus } from './socket-connection.js';
import { connectStockAlerts, type StockAlert } from './stock-alerts.socket.js';
import { SESSION_EXPIRED, startSocketServer } from './testing/node-socket-server.js';

let server: Awaited<ReturnType<typeof startSocketServer>>;
let admin: Namespace;

beforeAll(async () => {
  server = await startSocketServer();
  admin = server.io.of('/admin');
  admin.use((socket, next) => (socket.handshake.auth.token === 'admin-token' ? next() : next(new Error(SESSION_EXPIRED))));
});
afterAll(() => server.close());

// The first connection loads socket.io-client; on a loaded machine that alone can take over a second.
const live = { timeout: 5000 };

const alert: StockAlert = { productId: 'paneer', name: 'Paneer', available: 0, level: 'out', at: '2026-11-26T22:00:00.000Z' };

describe('connectStockAlerts', () => {
  it('delivers stock alerts pushed on /admin', async () => {
    const received: StockAlert[] = [];
    const statuses: SocketStatus[] = [];
    const connection = connectStockAlerts({ baseUrl: server.baseUrl, token: 'admin-token', onAlert: (a) => received.push(a), onStatus: (s) => statuses.push(s) });
    await vi.waitFor(() => expect(statuses).toContain('live'), live);
    admin.emit('stock-alert', alert);
    await vi.waitFor(() => expect(received).toEqual([alert]));
    connection.close();
  });

  it('reports a refused handshake', async () => {
    const statuses: SocketStatus[] = [];
    const connection = connectStockAlerts({ baseUrl: server.baseUrl, token: 'bad', onAlert: () => undefined, onStatus: (s) => statuses.push(s) });
    await vi.waitFor(() => expect(statuses).toContain('refused'), live);
    connection.close();
  });
});
