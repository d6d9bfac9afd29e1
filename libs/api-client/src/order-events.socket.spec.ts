import type { Namespace } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectOrderEvents, type OrderUpdate } from './order-events.socket.js';
import type { SocketStatus } from './socket-connection.js';
import { SESSION_EXPIRED, startSocketServer } from './testing/node-socket-server.js';

// A stand-in for the API's /orders namespace (apps/api notifications/order-updates.gateway.ts):
// token in the handshake, `order.watch` answered with the order's state, `order.updated` to its room.
const ORDER = '6922b4d0e1f2a3b4c5d60002';
let server: Awaited<ReturnType<typeof startSocketServer>>;
let orders: Namespace;
const current = { status: 'confirmed', paymentStatus: 'pending', cursor: '900:40' };
const watchers: string[] = [];

beforeAll(async () => {
  server = await startSocketServer();
  orders = server.io.of('/orders');
  orders.use((socket, next) => (socket.handshake.auth.token === 'good-token' ? next() : next(new Error(SESSION_EXPIRED))));
  orders.on('connection', (socket) => {
    socket.on('order.watch', ({ orderId }: { orderId: string }, ack: (answer: unknown) => void) => {
      watchers.push(orderId);
      if (orderId !== ORDER) return ack({ ok: false, msg: 'Order not found.' });
      void socket.join(`order:${orderId}`);
      ack({ ok: true, orderId, ...current });
    });
  });
});
afterEach(() => {
  Object.assign(current, { status: 'confirmed', paymentStatus: 'pending', cursor: '900:40' });
  watchers.length = 0;
  orders.disconnectSockets(true);
});
afterAll(() => server.close());

function watch(orderId = ORDER, token = 'good-token') {
  const updates: OrderUpdate[] = [];
  const statuses: [SocketStatus, string | undefined][] = [];
  const connection = connectOrderEvents({
    baseUrl: server.baseUrl, token, orderId, onUpdate: (u) => updates.push(u), onStatus: (s, m) => statuses.push([s, m]),
  });
  return { updates, statuses, connection };
}

const push = (update: Partial<OrderUpdate> & { cursor: string }) => orders.to(`order:${ORDER}`).emit('order.updated', { orderId: ORDER, ...current, ...update });

describe('connectOrderEvents', () => {
  it("watches the order's room and starts from the state the watch answers", async () => {
    const { updates, statuses, connection } = watch();
    await vi.waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({ orderId: ORDER, status: 'confirmed', paymentStatus: 'pending', cursor: '900:40', position: 40 });
    expect(statuses.map(([s]) => s)).toEqual(['connecting', 'live']);
    connection.close();
  });

  it('delivers each later change once and in order: an older or repeated cursor is dropped', async () => {
    const { updates, connection } = watch();
    await vi.waitFor(() => expect(updates).toHaveLength(1));
    push({ status: 'preparing', cursor: '901:41' });
    push({ status: 'confirmed', cursor: '900:40' });
    push({ status: 'preparing', cursor: '901:41' });
    orders.emit('order.updated', { orderId: '6922b4d0e1f2a3b4c5d6ffff', status: 'cancelled', paymentStatus: 'failed', cursor: '950:99' });
    push({ status: 'shipped', paymentStatus: 'paid', cursor: '903:45' });
    await vi.waitFor(() => expect(updates.map((u) => u.status)).toEqual(['confirmed', 'preparing', 'shipped']));
    expect(updates.at(-1)).toMatchObject({ paymentStatus: 'paid', position: 45 });
    connection.close();
  });

  it('after a dropped connection, watches again and catches up with what changed meanwhile', async () => {
    const { updates, statuses, connection } = watch();
    await vi.waitFor(() => expect(updates).toHaveLength(1));
    Object.assign(current, { status: 'shipped', cursor: '905:47' });
    for (const socket of await orders.fetchSockets()) (socket as unknown as { conn: { close(): void } }).conn.close();
    await vi.waitFor(() => expect(updates.map((u) => u.status)).toEqual(['confirmed', 'shipped']), { timeout: 5000 });
    expect(watchers).toEqual([ORDER, ORDER]);
    expect(statuses.map(([s]) => s)).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    connection.close();
  });

  it("reports a refused handshake with the server's message and stops", async () => {
    const { updates, statuses } = watch(ORDER, 'stale-token');
    await vi.waitFor(() => expect(statuses.at(-1)).toEqual(['refused', SESSION_EXPIRED]));
    expect(updates).toEqual([]);
  });

  it('reports an order it may not watch as refused', async () => {
    const { updates, statuses } = watch('6922b4d0e1f2a3b4c5d6ffff');
    await vi.waitFor(() => expect(statuses.at(-1)).toEqual(['refused', 'Order not found.']));
    expect(updates).toEqual([]);
    await vi.waitFor(async () => expect(await orders.fetchSockets()).toHaveLength(0));
  });

  it('closes: the server sees the socket go', async () => {
    const { updates, connection } = watch();
    await vi.waitFor(() => expect(updates).toHaveLength(1));
    expect(await orders.fetchSockets()).toHaveLength(1);
    connection.close();
    await vi.waitFor(async () => expect(await orders.fetchSockets()).toHaveLength(0));
  });

  it('closed before the socket code has loaded, it never connects', async () => {
    const connected = vi.fn();
    orders.on('connection', connected);
    const { statuses, connection } = watch();
    connection.close();
    // Long enough for the client module to load and a handshake to reach the server had one begun.
    await new Promise((resolve) => setTimeout(resolve, 300));
    orders.off('connection', connected);
    expect(connected).not.toHaveBeenCalled();
    expect(statuses.map(([s]) => s)).toEqual(['connecting']);
  });
});
