import type { Socket } from 'socket.io-client';
import { cursorOf, encodeCursor } from '../../src/platform/event-store/index.js';
import { newObjectId } from '../../src/platform/ids/object-id.js';
import { userWithToken } from '../support/identity-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { acceptForDelivery, changePaymentStatus, changeStatus, placeOrder } from './order-givens.js';
import { closeSockets, collect, connected, connectTo, pause, refusal, until } from './socket-helpers.js';

interface Update {
  orderId: string;
  status: string;
  paymentStatus: string;
  cursor: string;
}

const watch = (socket: Socket, orderId: unknown) => socket.timeout(3000).emitWithAck('order.watch', { orderId });

describe('live order updates over Socket.IO (/orders)', () => {
  let shop: TestApp;
  let owner: Awaited<ReturnType<typeof userWithToken>>;
  let stranger: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    shop = await startTestApp();
    owner = await userWithToken(shop, 'customer', 'Owner');
    stranger = await userWithToken(shop, 'customer', 'Stranger');
  });
  afterEach(() => closeSockets());
  afterAll(() => shop.close());

  it('tells the owner each status and payment-status change of the order they watch', async () => {
    const { orderId, event: placed } = await placeOrder(shop, owner.id, { paymentMethod: 'UPI' });
    const other = await placeOrder(shop, owner.id);
    const socket = connectTo(shop, '/orders', { token: owner.token });
    await connected(socket);
    const updates = collect<Update>(socket, 'order.updated');
    expect(await watch(socket, orderId)).toEqual({ ok: true, orderId, status: 'pending_payment', paymentStatus: 'pending', cursor: encodeCursor(cursorOf(placed)) });

    const paid = await changePaymentStatus(shop, orderId, 'pending', 'paid');
    const confirmed = await changeStatus(shop, orderId, 'pending_payment', 'confirmed');
    await changeStatus(shop, other.orderId, 'confirmed', 'preparing'); // not watched
    const shipped = await changeStatus(shop, orderId, 'confirmed', 'shipped');
    await until(() => updates.length >= 3, 60_000, 'three updates');
    await pause(300);
    expect(updates).toEqual([
      { orderId, status: 'pending_payment', paymentStatus: 'paid', cursor: encodeCursor(cursorOf(paid)) },
      { orderId, status: 'confirmed', paymentStatus: 'paid', cursor: encodeCursor(cursorOf(confirmed)) },
      { orderId, status: 'shipped', paymentStatus: 'paid', cursor: encodeCursor(cursorOf(shipped)) },
    ]);
  });

  it('refuses another customer, an unknown order and a malformed id, and pushes them nothing', async () => {
    const { orderId } = await placeOrder(shop, owner.id);
    const socket = connectTo(shop, '/orders', { token: stranger.token });
    await connected(socket);
    const updates = collect<Update>(socket, 'order.updated');
    expect(await watch(socket, orderId)).toEqual({ ok: false, msg: 'Order not found.' });
    expect(await watch(socket, newObjectId())).toEqual({ ok: false, msg: 'Order not found.' });
    expect(await watch(socket, { $ne: null })).toEqual({ ok: false, msg: 'Order not found.' });
    await changeStatus(shop, orderId, 'confirmed', 'preparing');
    await pause(400);
    expect(updates).toEqual([]);
  });

  it('lets an admin and an auditor watch any order', async () => {
    const { orderId } = await placeOrder(shop, owner.id);
    const staff = await Promise.all([userWithToken(shop, 'admin'), userWithToken(shop, 'auditor')]);
    const sockets = staff.map((user) => connectTo(shop, '/orders', { token: user.token }));
    await Promise.all(sockets.map((s) => connected(s)));
    const received = sockets.map((s) => collect<Update>(s, 'order.updated'));
    for (const socket of sockets) expect(await watch(socket, orderId)).toMatchObject({ ok: true, orderId, status: 'confirmed' });
    await changeStatus(shop, orderId, 'confirmed', 'preparing');
    await until(() => received.every((r) => r.length === 1), 60_000, 'both staff');
    for (const updates of received) expect(updates[0]).toMatchObject({ orderId, status: 'preparing', paymentStatus: 'pending' });
  });

  // Issue 16 item 7: riders watch what they may read over REST, no more (libs/domain mayReadOrder).
  it('lets a rider watch an order offered to every rider, and not one that is not offered', async () => {
    const rider = await userWithToken(shop, 'delivery', 'Ravi Rider');
    const offered = await placeOrder(shop, owner.id);
    const unpaid = await placeOrder(shop, owner.id, { paymentMethod: 'UPI' });
    const cancelled = await placeOrder(shop, owner.id);
    await changeStatus(shop, cancelled.orderId, 'confirmed', 'cancelled');
    const socket = connectTo(shop, '/orders', { token: rider.token });
    await connected(socket);
    expect(await watch(socket, offered.orderId)).toMatchObject({ ok: true, status: 'confirmed' });
    expect(await watch(socket, unpaid.orderId)).toEqual({ ok: false, msg: 'Order not found.' });
    expect(await watch(socket, cancelled.orderId)).toEqual({ ok: false, msg: 'Order not found.' });
  });

  it("stops telling a rider about an order once another rider takes it, and tells the one who took it", async () => {
    const [first, second] = await Promise.all([userWithToken(shop, 'delivery', 'First Rider'), userWithToken(shop, 'delivery', 'Second Rider')]);
    const { orderId } = await placeOrder(shop, owner.id);
    const sockets = [first, second].map((rider) => connectTo(shop, '/orders', { token: rider.token }));
    await Promise.all(sockets.map((s) => connected(s)));
    const [firstHeard, secondHeard] = sockets.map((s) => collect<Update>(s, 'order.updated'));
    for (const socket of sockets) expect(await watch(socket, orderId)).toMatchObject({ ok: true, status: 'confirmed' });

    const taken = await acceptForDelivery(shop, orderId, { id: second.id, name: 'Second Rider' });
    await until(() => secondHeard.length === 1, 60_000, 'the taker told');
    const shipped = await changeStatus(shop, orderId, 'confirmed', 'shipped');
    await until(() => secondHeard.length === 2, 60_000, 'the taker told of shipping');
    await pause(300);
    expect(secondHeard).toEqual([
      { orderId, status: 'confirmed', paymentStatus: 'pending', cursor: encodeCursor(cursorOf(taken)) },
      { orderId, status: 'shipped', paymentStatus: 'pending', cursor: encodeCursor(cursorOf(shipped)) },
    ]);
    expect(firstHeard).toEqual([]);
    // Asking again is refused too: the order is no longer offered to every rider.
    expect(await watch(sockets[0], orderId)).toEqual({ ok: false, msg: 'Order not found.' });
  });

  it('refuses a socket without a valid token', async () => {
    expect(await refusal(connectTo(shop, '/orders', {}))).toBe('Please log in to continue.');
    expect(await refusal(connectTo(shop, '/orders', { token: `${owner.token}x` }))).toMatch(/expired or is no longer valid/);
  });
});
