import { describe, expect, it } from 'vitest';
import { toBill, toCartLines, toOrderRequest } from './client-models.js';
import { homeInPatnaFixture, outsidePatnaFixture } from './testing/fixtures/addresses.js';
import { buildOrder, orderFixtures, refundedOrderFixtures } from './testing/fixtures/orders.js';
import { productNamed } from './testing/fixtures/products.js';
import { settleRefund } from './testing/handlers/refund-rules.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

async function checkoutBody(api: ReturnType<typeof shop.open>['api'], paymentMethod: 'COD' | 'UPI', addressId = homeInPatnaFixture._id) {
  const cart = await api.cart.get();
  return toOrderRequest({ addressId, paymentMethod, lines: toCartLines(cart), bill: toBill(cart) });
}

describe('ordersApi', () => {
  it('places an order with its Idempotency-Key; a retry with the same key gets the same order', async () => {
    const { api, state, lastRequest } = shop.open();
    const body = await checkoutBody(api, 'COD');
    const placed = await api.orders.place(body, { idempotencyKey: 'checkout-attempt-1' });
    expect(lastRequest().headers.get('idempotency-key')).toBe('checkout-attempt-1');
    expect(placed).toEqual({ orderId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    await expect(api.orders.place(body, { idempotencyKey: 'checkout-attempt-1' })).resolves.toEqual(placed);
    expect(state.orders.filter((o) => o._id === placed.orderId)).toHaveLength(1);
    // COD empties the cart and is confirmed at once, payment pending until delivery.
    await expect(api.cart.get()).resolves.toMatchObject({ count: 0 });
    await expect(api.orders.get(placed.orderId)).resolves.toMatchObject({
      success: true,
      order: { status: 'confirmed', paymentStatus: 'pending', paymentMethod: 'COD', grandTotal: body.grandTotal },
    });
  });

  it('answers a UPI order with the payment page to send the browser to', async () => {
    const { api } = shop.open();
    const placed = await api.orders.place(await checkoutBody(api, 'UPI'), { idempotencyKey: 'upi-1' });
    expect(placed.paymentUrl).toMatch(/^\/api\/payments\/sandbox\/[0-9a-f]{24}\/[0-9a-f]{32}$/);
    await expect(api.orders.get(placed.orderId)).resolves.toMatchObject({ order: { status: 'pending_payment' } });
  });

  it('refuses an address outside Patna and a total that no longer matches', async () => {
    const { api } = shop.open();
    await expect(api.orders.place(await checkoutBody(api, 'COD', outsidePatnaFixture._id), { idempotencyKey: 'a' })).rejects.toMatchObject({
      status: 400,
      message: 'Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.',
    });
    const stale = { ...(await checkoutBody(api, 'COD')), grandTotal: 1 };
    await expect(api.orders.place(stale, { idempotencyKey: 'b' })).rejects.toMatchObject({ status: 409 });
  });

  it("lists the customer's orders by status and cancels one until it is packed", async () => {
    const { api, lastRequest } = shop.open();
    expect((await api.orders.listMine()).orders).toHaveLength(6);
    const confirmed = await api.orders.listMine({ status: 'confirmed' });
    expect(new URL(lastRequest().url).search).toBe('?status=confirmed');
    expect(confirmed.orders.map((o) => o._id)).toEqual([orderFixtures.codPending._id]);
    await expect(api.orders.cancel(orderFixtures.codPending._id)).resolves.toMatchObject({ order: { status: 'cancelled' } });
    await expect(api.orders.cancel(orderFixtures.shipped._id)).rejects.toMatchObject({
      status: 409,
      message: 'Orders cannot be cancelled once packed for delivery.',
    });
    await expect(api.orders.get('6922b4d0e1f2a3b4c5d6ffff')).rejects.toMatchObject({ status: 404, message: 'Order not found' });
  });

  it('pays an order that waits for its money: the open attempt again, a new one after a failure', async () => {
    const { api, lastRequest, state } = shop.open();
    const placed = await api.orders.place(await checkoutBody(api, 'UPI'), { idempotencyKey: 'upi-pay' });
    const open = await api.orders.pay(placed.orderId);
    expect(lastRequest().method).toBe('POST');
    expect(new URL(lastRequest().url).pathname).toBe(`/api/user-orders/${placed.orderId}/payment`);
    // A second click while the attempt is open opens nothing new.
    expect(open).toEqual({ orderId: placed.orderId, paymentUrl: placed.paymentUrl });
    // The provider's page failed the attempt: the retry is a new attempt with a page of its own.
    const order = state.orders.find((o) => o._id === placed.orderId)!;
    order.paymentStatus = 'failed';
    state.payments.filter((p) => p.orderId === placed.orderId).forEach((p) => (p.status = 'failed'));
    const retried = await api.orders.pay(placed.orderId);
    expect(retried.paymentUrl).toMatch(/^\/api\/payments\/sandbox\/[0-9a-f]{24}\/[0-9a-f]{32}$/);
    expect(retried.paymentUrl).not.toBe(placed.paymentUrl);
    await expect(api.orders.get(placed.orderId)).resolves.toMatchObject({ order: { status: 'pending_payment', paymentStatus: 'pending' } });
  });

  it.each([
    [orderFixtures.upiPaid._id, 'This order is already paid'],
    [orderFixtures.cancelled._id, 'This order was cancelled'],
    [orderFixtures.codPending._id, 'A cash order is paid at the door'],
  ])('refuses to pay %s with 409 "%s"', async (orderId, message) => {
    const { api } = shop.open();
    await expect(api.orders.pay(orderId)).rejects.toMatchObject({ status: 409, message });
  });

  it("answers 404 for another customer's order", async () => {
    const theirs = buildOrder({
      id: '6922b4d0e1f2a3b4c5d6beef', status: 'pending_payment', paymentStatus: 'failed', paymentMethod: 'UPI',
      lines: [{ product: productNamed('Farm Fresh Eggs'), quantity: 1 }], placedAt: '2025-11-22T10:00:00.000Z',
      customer: { _id: '6922b4d0e1f2a3b4c5d6cafe', name: 'Someone Else', phone: '9000011111' },
    });
    const { api } = shop.open({ orders: [theirs] });
    await expect(api.orders.pay(theirs._id)).rejects.toMatchObject({ status: 404, message: 'Order not found' });
  });

  it('reads what was refunded and why an order was cancelled; cancelling a paid online order asks for its refund', async () => {
    const paid = buildOrder({
      id: '6922b4d0e1f2a3b4c5d6f00d', status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'UPI',
      lines: [{ product: productNamed('Farm Fresh Eggs'), quantity: 2 }], placedAt: '2025-11-22T10:00:00.000Z',
    });
    const { api, state } = shop.open({ orders: [...Object.values(refundedOrderFixtures), orderFixtures.cancelled, orderFixtures.upiAwaitingPayment, paid] });
    const { order: refunded } = await api.orders.get(refundedOrderFixtures.refunded._id);
    expect(refunded).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', statusReason: 'cancelled by the customer', refund: { refunded: refunded.grandTotal, pending: 0 } });
    await expect(api.orders.get(orderFixtures.cancelled._id)).resolves.toMatchObject({ order: { statusReason: 'payment not received in time', refund: { refunded: 0, pending: 0 } } });
    // Unpaid: nothing to give back.
    const { order: unpaid } = await api.orders.cancel(orderFixtures.upiAwaitingPayment._id);
    expect(unpaid).toMatchObject({ status: 'cancelled', statusReason: 'cancelled by the customer', refund: { refunded: 0, pending: 0 } });
    const { order: given } = await api.orders.cancel(paid._id);
    expect(given).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refund: { refunded: 0, pending: paid.grandTotal } });
    // The ledger's refund line, and the refund once the provider settles it.
    expect(state.refunds).toMatchObject([{ orderId: paid._id, kind: 'order_cancelled', status: 'pending', reason: 'The order was cancelled' }]);
    settleRefund(state.orders, state.refunds[0], 'succeeded');
    await expect(api.orders.get(paid._id)).resolves.toMatchObject({ order: { paymentStatus: 'refunded', refund: { refunded: paid.grandTotal, pending: 0 } } });
  });
});
