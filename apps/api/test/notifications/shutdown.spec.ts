import { userWithToken } from '../support/identity-helpers.js';
import { startTestApp } from '../support/test-app.js';
import { placeOrder } from './order-givens.js';
import { closeSockets, connected, connectTo, until } from './socket-helpers.js';

describe('sockets and shutdown', () => {
  afterEach(() => closeSockets());

  it('disconnects every socket, even one catching up, and closes cleanly', async () => {
    const shop = await startTestApp();
    const admin = await userWithToken(shop, 'admin');
    const customer = await userWithToken(shop, 'customer');
    const { event } = await placeOrder(shop, customer.id);
    for (let i = 0; i < 20; i++) await placeOrder(shop, customer.id);
    const live = connectTo(shop, '/admin', { token: admin.token });
    const orders = connectTo(shop, '/orders', { token: customer.token });
    await Promise.all([connected(live), connected(orders)]);
    const reasons: string[] = [];
    for (const socket of [live, orders]) socket.on('disconnect', (reason) => reasons.push(reason));
    const catchingUp = connectTo(shop, '/admin', { token: admin.token, cursor: `${event.transactionId}:${event.globalPosition}` });
    await connected(catchingUp);

    const closing = Date.now();
    await shop.close();
    expect(Date.now() - closing).toBeLessThan(5000);
    await until(() => reasons.length === 2, 60_000, 'both disconnects');
    expect(reasons).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
