import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import { orderFixtures } from './testing/fixtures/orders.js';
import { customerFixture, riderFixture } from './testing/fixtures/users.js';
import { settleRefund } from './testing/handlers/refund-rules.js';
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
    // As apps/api: an online order's payment status follows its payments; cash goes back only on a cancelled order.
    await expect(api.adminOrders.setPaymentStatus(orderFixtures.upiPaid._id, 'refunded')).rejects.toMatchObject({
      status: 409,
      message: 'The payment status of a UPI order follows its payments: refund it instead',
    });
    await expect(api.adminOrders.setPaymentStatus(orderFixtures.delivered._id, 'refunded')).rejects.toMatchObject({ status: 409, message: 'Cash is handed back only on a cancelled order' });
    const shipped = await api.adminOrders.setDeliveryDetails(id, { carrier: 'Jhatpat Fleet', trackingNumber: 'JP-9' });
    expect(shipped.order).toMatchObject({ carrier: 'Jhatpat Fleet', trackingNumber: 'JP-9' });
    await expect(api.adminOrders.get(id)).resolves.toMatchObject({ order: { status: 'preparing', trackingNumber: 'JP-9' } });
  });

  it('assigns a ready order to a delivery user, and says why when it cannot', async () => {
    const { api, lastRequest } = shop.open();
    const { order } = await api.adminOrders.assignRider(orderFixtures.codPending._id, riderFixture._id);
    expect(await lastRequest().json()).toEqual({ riderId: riderFixture._id });
    expect(order.rider).toEqual({ _id: riderFixture._id, name: riderFixture.name, phone: null });
    await expect(api.adminOrders.assignRider(orderFixtures.codPending._id, customerFixture._id)).rejects.toMatchObject({
      status: 400,
      message: 'Only a user with the delivery role can be assigned an order',
    });
    await expect(api.adminOrders.assignRider(orderFixtures.delivered._id, riderFixture._id)).rejects.toMatchObject({ status: 409 });
  });

  it('refunds part of a paid online order with a reason and the Idempotency-Key; the same key again is one refund', async () => {
    const { api, lastRequest, state } = shop.open();
    const id = orderFixtures.upiPaid._id;
    const { order } = await api.adminOrders.refund(id, { amount: 50, reason: 'Atta pack torn' }, 'key-1');
    const sent = lastRequest();
    expect([sent.method, new URL(sent.url).pathname, sent.headers.get('idempotency-key')]).toEqual(['POST', `/api/orders/${id}/refund`, 'key-1']);
    expect(await sent.json()).toEqual({ amount: 50, reason: 'Atta pack torn' });
    expect(order).toMatchObject({ paymentStatus: 'paid', refund: { refunded: 0, pending: 50 } });

    await api.adminOrders.refund(id, { amount: 50, reason: 'Atta pack torn' }, 'key-1');
    expect(state.refunds.filter((r) => r.orderId === id)).toHaveLength(1);
    const left = orderFixtures.upiPaid.grandTotal - 50;
    await expect(api.adminOrders.refund(id, { amount: left + 1, reason: 'Too much' }, 'key-2')).rejects.toMatchObject({
      status: 409,
      message: `At most ${formatRupees(rupeesToPaise(left))} of this order can be refunded`,
    });
  });

  it('keeps a refund pending until the provider settles it: then partially_refunded, and refunded once all is back', async () => {
    const { api, state } = shop.open();
    const id = orderFixtures.upiPaid._id;
    const total = orderFixtures.upiPaid.grandTotal;
    await api.adminOrders.refund(id, { amount: 50, reason: 'Atta pack torn' }, 'key-1');
    const [first] = state.refunds;
    expect(first).toMatchObject({ orderId: id, amountPaise: 5000, kind: 'admin', status: 'pending', settledAt: null });

    settleRefund(state.orders, first, 'succeeded');
    await expect(api.adminOrders.get(id)).resolves.toMatchObject({ order: { paymentStatus: 'partially_refunded', refund: { refunded: 50, pending: 0 } } });
    expect(first.status).toBe('succeeded');

    await api.adminOrders.refund(id, { amount: total - 50, reason: 'Order lost' }, 'key-2');
    await expect(api.adminOrders.get(id)).resolves.toMatchObject({ order: { paymentStatus: 'partially_refunded', refund: { refunded: 50, pending: total - 50 } } });
    settleRefund(state.orders, state.refunds[1], 'succeeded');
    await expect(api.adminOrders.get(id)).resolves.toMatchObject({ order: { paymentStatus: 'refunded', refund: { refunded: total, pending: 0 } } });
  });

  it('gives a failed refund back to what is left to refund, and leaves the payment status as it was', async () => {
    const { api, state } = shop.open();
    const id = orderFixtures.upiPaid._id;
    await api.adminOrders.refund(id, { amount: 30, reason: 'Late' }, 'key-1');
    settleRefund(state.orders, state.refunds[0], 'failed');
    const { order } = await api.adminOrders.get(id);
    expect(order).toMatchObject({ paymentStatus: 'paid', refund: { refunded: 0, pending: 0 } });
    await expect(api.adminOrders.refund(id, { amount: order.grandTotal, reason: 'Late again' }, 'key-2')).resolves.toMatchObject({ order: { refund: { pending: order.grandTotal } } });
  });

  it("an admin's cancel of a paid online order asks for its whole refund, as the customer's does", async () => {
    const { api, state } = shop.open();
    const { order } = await api.adminOrders.setStatus(orderFixtures.upiPaid._id, 'cancelled');
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refund: { refunded: 0, pending: order.grandTotal } });
    expect(state.refunds).toMatchObject([{ orderId: order._id, kind: 'order_cancelled', amountPaise: rupeesToPaise(order.grandTotal), status: 'pending' }]);
    await api.adminOrders.setStatus(orderFixtures.codPending._id, 'cancelled');
    expect(state.refunds).toHaveLength(1);
  });

  it('refuses a refund of a cash order, of an unpaid one, and without a reason', async () => {
    const { api } = shop.open();
    await expect(api.adminOrders.refund(orderFixtures.codPending._id, { amount: 10, reason: 'Late' }, 'k1')).rejects.toMatchObject({
      status: 409,
      message: 'A cash order has no online payment to refund',
    });
    await expect(api.adminOrders.refund(orderFixtures.upiAwaitingPayment._id, { amount: 10, reason: 'Late' }, 'k2')).rejects.toMatchObject({
      status: 409,
      message: 'This order has no captured payment to refund',
    });
    await expect(api.adminOrders.refund(orderFixtures.upiPaid._id, { amount: 10, reason: '   ' }, 'k3')).rejects.toMatchObject({ status: 400, message: 'reason must be readable text' });
    await expect(api.adminOrders.refund(orderFixtures.upiPaid._id, { amount: 0, reason: 'Late' }, 'k4')).rejects.toMatchObject({ status: 400, message: 'amount must be more than 0' });
  });
});
