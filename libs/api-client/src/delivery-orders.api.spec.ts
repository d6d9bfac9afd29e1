import { describe, expect, it } from 'vitest';
import { orderFixtures } from './testing/fixtures/orders.js';
import { riderFixture } from './testing/fixtures/users.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('deliveryOrdersApi', () => {
  it('takes a ready order, picks it up and hands it over: a COD order is then paid', async () => {
    const { api, lastRequest } = shop.open({ currentUser: riderFixture });
    const board = await api.deliveryOrders.list();
    expect(board.ready.map((o) => o._id)).toEqual([orderFixtures.codPending._id, orderFixtures.upiPaid._id]);
    const id = orderFixtures.codPending._id;
    await expect(api.deliveryOrders.accept(id)).resolves.toMatchObject({ order: { rider: { _id: riderFixture._id } } });
    expect(lastRequest().method).toBe('PUT');
    expect((await api.deliveryOrders.list()).mine.map((o) => o._id)).toContain(id);
    await expect(api.deliveryOrders.pickedUp(id)).resolves.toMatchObject({ order: { status: 'shipped' } });
    await expect(api.deliveryOrders.delivered(id)).resolves.toMatchObject({ order: { status: 'delivered', paymentStatus: 'paid' } });
  });

  it('refuses an order that is not ready', async () => {
    const { api } = shop.open({ currentUser: riderFixture });
    await expect(api.deliveryOrders.accept(orderFixtures.upiAwaitingPayment._id)).rejects.toMatchObject({
      status: 409,
      message: 'An order that is pending_payment is not ready for delivery',
    });
  });
});
