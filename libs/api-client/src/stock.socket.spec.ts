import type { Namespace } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SocketStatus } from './socket-connection.js';
import { connectStockWatch, STOCK_WATCH_LIMIT, type StockPush } from './stock.socket.js';
import { startSocketServer } from './testing/node-socket-server.js';

// A stand-in for the API's /stock namespace: `watch` replaces the socket's product rooms, and a change
// is sent to the room `product:<id>`.
let server: Awaited<ReturnType<typeof startSocketServer>>;
let stock: Namespace;
const watches: string[][] = [];

beforeAll(async () => {
  server = await startSocketServer();
  stock = server.io.of('/stock');
  stock.on('connection', (socket) => {
    socket.on('watch', ({ productIds }: { productIds: string[] }) => {
      watches.push(productIds);
      for (const room of socket.rooms) if (room.startsWith('product:')) void socket.leave(room);
      void socket.join(productIds.map((id) => `product:${id}`));
    });
  });
});
afterEach(() => {
  watches.length = 0;
  stock.disconnectSockets(true);
});
afterAll(() => server.close());

// The first connection loads socket.io-client; on a loaded machine that alone can take over a second.
const live = { timeout: 5000 };

function open() {
  const received: StockPush[] = [];
  const statuses: SocketStatus[] = [];
  const watch = connectStockWatch({ baseUrl: server.baseUrl, onStock: (push) => received.push(push), onStatus: (s) => statuses.push(s) });
  return { received, statuses, watch };
}

describe('connectStockWatch', () => {
  it('watches the products asked for and hears only theirs', async () => {
    const { received, statuses, watch } = open();
    watch.watch(['paneer', 'milk', 'paneer']);
    await vi.waitFor(() => expect(statuses).toContain('live'), live);
    await vi.waitFor(() => expect(watches.at(-1)).toEqual(['paneer', 'milk']));
    stock.to('product:paneer').emit('stock', { productId: 'paneer', available: 2 });
    stock.to('product:bread').emit('stock', { productId: 'bread', available: 9 });
    await vi.waitFor(() => expect(received).toEqual([{ productId: 'paneer', available: 2 }]));
    watch.close();
  });

  it('replaces the watch list when the page shows other products', async () => {
    const { received, statuses, watch } = open();
    watch.watch(['paneer']);
    await vi.waitFor(() => expect(statuses).toContain('live'), live);
    watch.watch(['bread']);
    await vi.waitFor(() => expect(watches.at(-1)).toEqual(['bread']));
    stock.to('product:paneer').emit('stock', { productId: 'paneer', available: 1 });
    stock.to('product:bread').emit('stock', { productId: 'bread', available: 0 });
    await vi.waitFor(() => expect(received).toEqual([{ productId: 'bread', available: 0 }]));
    watch.close();
  });

  it('asks for its rooms again after a dropped connection', async () => {
    const { statuses, watch } = open();
    watch.watch(['paneer']);
    await vi.waitFor(() => expect(statuses).toContain('live'), live);
    await vi.waitFor(() => expect(watches).toHaveLength(1));
    for (const socket of await stock.fetchSockets()) (socket as unknown as { conn: { close(): void } }).conn.close();
    await vi.waitFor(() => expect(watches).toHaveLength(2), { timeout: 5000 });
    expect(watches[1]).toEqual(['paneer']);
    watch.close();
  });

  it('sends at most the contract limit of ids', async () => {
    const { statuses, watch } = open();
    await vi.waitFor(() => expect(statuses).toContain('live'), live);
    watch.watch(Array.from({ length: STOCK_WATCH_LIMIT + 5 }, (_, i) => `p${i}`));
    await vi.waitFor(() => expect(watches.at(-1)).toHaveLength(STOCK_WATCH_LIMIT));
    watch.close();
  });
});
