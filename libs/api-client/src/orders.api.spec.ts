import { describe, expect, it } from 'vitest';
import { toBill, toCartLines, toOrderRequest } from './client-models.js';
import { homeInPatnaFixture, outsidePatnaFixture } from './testing/fixtures/addresses.js';
import { orderFixtures } from './testing/fixtures/orders.js';
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
    expect(placed.paymentUrl).toMatch(/^\/api\/payments\/sandbox\/[0-9a-f]{24}$/);
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
});
