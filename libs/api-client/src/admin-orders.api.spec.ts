import { describe, expect, it } from 'vitest';
import { orderFixtures } from './testing/fixtures/orders.js';
import { customerFixture, riderFixture } from './testing/fixtures/users.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('adminOrdersApi', () => {
  it('lists all orders a page at a time, filtered and searched (a leading # ignored)', async () => {
    const { api, lastRequest } = shop.open();
    const firstPage = await api.adminOrders.listAll({ page: 1, limit: 4 });
    expect(firstPage.orders).toHaveLength(4);
    expect(firstPage.pagination).toEqual({ page: 1, pages: 2, total: 6 });
    const paid = await api.adminOrders.listAll({ paymentStatus: 'paid', status: 'all' });
    expect(new URL(lastRequest().url).search).toBe('?status=all&paymentStatus=paid');
    expect(paid.orders.map((o) => o._id)).toEqual([orderFixtures.upiPaid._id, orderFixtures.shipped._id, orderFixtures.delivered._id]);
    const found = await api.adminOrders.listAll({ search: ` #${orderFixtures.upiPaid._id.slice(18).toUpperCase()} ` });
    expect(found.orders.map((o) => o._id)).toEqual([orderFixtures.upiPaid._id]);
  });

  it('changes status, payment status and delivery details, under the transition table', async () => {
    const { api, lastRequest } = shop.open();
    const id = orderFixtures.codPending._id;
    await expect(api.adminOrders.setStatus(id, 'preparing')).resolves.toMatchObject({ order: { status: 'preparing' } });
    expect(await lastRequest().json()).toEqual({ status: 'preparing' });
    await expect(api.adminOrders.setStatus(orderFixtures.delivered._id, 'confirmed')).rejects.toMatchObject({
      status: 409,
      message: 'An order that is delivered cannot become confirmed',
    });
    await expect(api.adminOrders.setPaymentStatus(id, 'paid')).resolves.toMatchObject({ order: { paymentStatus: 'paid' } });
    await expect(api.adminOrders.setPaymentStatus(id, 'pending')).rejects.toMatchObject({ status: 409 });
    const shipped = await api.adminOrders.setDeliveryDetails(id, { carrier: 'Jhatpat Fleet', trackingNumber: 'JP-9' });
    expect(shipped.order).toMatchObject({ carrier: 'Jhatpat Fleet', trackingNumber: 'JP-9' });
    await expect(api.adminOrders.get(id)).resolves.toMatchObject({ order: { status: 'preparing', trackingNumber: 'JP-9' } });
  });

  it('assigns a ready order to a delivery user, and says why when it cannot', async () => {
    const { api, lastRequest } = shop.open();
    const { order } = await api.adminOrders.assignRider(orderFixtures.codPending._id, riderFixture._id);
    expect(await lastRequest().json()).toEqual({ riderId: riderFixture._id });
    expect(order.rider).toEqual({ _id: riderFixture._id, name: riderFixture.name });
    await expect(api.adminOrders.assignRider(orderFixtures.codPending._id, customerFixture._id)).rejects.toMatchObject({
      status: 400,
      message: 'Only a user with the delivery role can be assigned an order',
    });
    await expect(api.adminOrders.assignRider(orderFixtures.delivered._id, riderFixture._id)).rejects.toMatchObject({ status: 409 });
  });
});
