import { connectOrderEvents, type OrderUpdate, toBill, toCartLines, toOrderRequest } from '@jhatpat/api-client';
import { adminFixture, riderFixture } from '@jhatpat/api-client/testing';
import { addressMessages } from '@jhatpat/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startJourneyShop } from '../support/journey-shop.js';
import type { RunningShop } from '../support/start-shop.js';
import { fixtureSide, logIn, realSide, type Side } from './contract-sides.js';
import { expectSameShape, shapeDifferences } from './same-shape.js';

// The api-client modules against the real built shop, each answer compared in shape with what the
// MSW handlers of @jhatpat/api-client/testing answer to the same call: stories and specs that run
// on those handlers see what the API sends. Demo accounts (SEED_DEMO, on by default) act as admin and rider.
const DEMO_ADMIN = { phone: '9000000001', password: 'jhatpat-admin' };
const DEMO_RIDER = { phone: '9000000003', password: 'jhatpat-delivery' };
const customer = { name: 'Contract Customer', phone: `98${String(Date.now()).slice(-8)}`, password: 'contract passphrase' };
const patnaAddress = { building: 'Flat 2A, Ganga Apartments', locality: 'Boring Road, Patna, Bihar', contactName: 'Contract Customer', contactPhone: '9812345678' };

let shop: RunningShop;
let real: Side;
let fixture: Side;
const sides = () => [real, fixture] as const;

/** Runs one call on both sides and checks the shapes agree; answers both results. */
async function both<T>(call: string, run: (side: Side) => Promise<T>): Promise<[T, T]> {
  const [fromApi, fromFixture] = [await run(real), await run(fixture)];
  expectSameShape(call, fromApi, fromFixture);
  return [fromApi, fromFixture];
}

const milkId = async (side: Side) => (await side.api.products.search('milk')).products[0]._id;
const ids: Record<Side['name'], { address?: string; second?: string; order?: string; product?: string }> = { API: {}, fixture: {} };

describe('api-client contract: the MSW handlers answer like the real API', () => {
  beforeAll(async () => {
    shop = await startJourneyShop();
    real = realSide(shop.baseUrl);
    fixture = fixtureSide();
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it('sameShape notices a missing key and a changed type', () => {
    expect(shapeDifferences({ a: 1, b: [{ c: 'x' }] }, { a: 1, b: [{ c: 'y' }] })).toEqual([]);
    expect(shapeDifferences({ a: 1 }, { a: 1, b: 2 })).toEqual(['$.b: only in the fixture']);
    expect(shapeDifferences({ a: [{ lat: '25.6' }] }, { a: [{ lat: 25.6 }] })).toEqual(['$.a[0].lat: string in the API, number in the fixture']);
  });

  it('auth: register a customer and log in', async () => {
    await both('auth.register', (s) => s.api.auth.register(customer));
    const [session] = await both('auth.login', (s) => s.api.auth.login(customer));
    expect(session.user.role).toBe('customer');
    for (const s of sides()) await logIn(s, customer.phone, customer.password);
  });

  it('products: list, a page, search "milk", a category, one product, banners', async () => {
    const [list] = await both('products.list', (s) => s.api.products.list());
    expect(list.length).toBeGreaterThan(0);
    await both('products.listPage', (s) => s.api.products.listPage({ page: 1, limit: 5 }));
    const [search] = await both('products.search', (s) => s.api.products.search('milk'));
    expect(search.products.length).toBeGreaterThan(0);
    // Best first: the top results are milks (later ones may match on keywords, e.g. milk products).
    expect(search.products.slice(0, 3).every((p) => /milk/i.test(p.name))).toBe(true);
    await both('products.byCategory', (s) => s.api.products.byCategory('dairy'));
    await both('products.get', async (s) => s.api.products.get(await milkId(s)));
    const [banners] = await both('products.banners', (s) => s.api.products.banners());
    expect(banners).toHaveLength(5);
  });

  it('cart: add, read, change, charges', async () => {
    for (const s of sides()) await s.api.cart.clear();
    const [added] = await both('cart.setQuantity', async (s) => s.api.cart.setQuantity({ productId: await milkId(s), quantity: 2 }));
    expect(added.msg).toBe('Cart updated successfully');
    await both('cart.get', (s) => s.api.cart.get());
    await both('cart.change', async (s) => s.api.cart.change({ productId: await milkId(s), change: 1 }));
    const [charged] = await both('cart.updateCharges', (s) => s.api.cart.updateCharges({ tipAmount: 20, donationAmount: 1 }));
    expect(toBill(charged)).toMatchObject({ tipAmount: 2000, donationAmount: 100, handlingCharge: 200 });
  });

  it('guest cart: a token is issued, stored and sent back', async () => {
    const [first] = await both('guestCart.setQuantity', async (s) => s.api.guestCart.setQuantity({ productId: await milkId(s), quantity: 1 }));
    expect(real.guest.token).toBe(first.guestToken);
    const [again] = await both('guestCart.get', (s) => s.api.guestCart.get());
    expect(again.guestToken).toBe(first.guestToken);
    expect(again.count).toBe(1);
  });

  it('addresses: add, list, get, update, set default, remove', async () => {
    await both('addresses.add', async (s) => {
      const address = await s.api.addresses.add(patnaAddress);
      ids[s.name].address = address._id;
      ids[s.name].second = (await s.api.addresses.add({ ...patnaAddress, addressType: 'Other', customName: 'Office', locality: 'Kankarbagh, Patna, Bihar' }))._id;
      return address;
    });
    // An address outside Patna is refused when saved (issue 19 item 5), in the same words on both sides.
    for (const s of sides()) {
      await expect(s.api.addresses.add({ ...patnaAddress, locality: 'Gaya, Bihar' })).rejects.toMatchObject({ status: 400, message: addressMessages.notServiceable });
    }
    await both('addresses.list', (s) => s.api.addresses.list());
    await both('addresses.get', (s) => s.api.addresses.get(ids[s.name].address!));
    await both('addresses.update', (s) => s.api.addresses.update(ids[s.name].address!, { ...patnaAddress, floor: '3rd floor' }));
    await both('addresses.setDefault', (s) => s.api.addresses.setDefault(ids[s.name].address!));
    const [removed] = await both('addresses.remove', (s) => s.api.addresses.remove(ids[s.name].second!));
    expect(removed.msg).toBe('Address deleted');
  });

  it('orders: place COD with an idempotency key (twice, one order), list and read', async () => {
    const key = `contract-${Date.now()}`;
    const [placed] = await both('orders.place', async (s) => {
      const cart = await s.api.cart.get();
      const body = toOrderRequest({ addressId: ids[s.name].address!, paymentMethod: 'COD', lines: toCartLines(cart), bill: toBill(cart) });
      const first = await s.api.orders.place(body, { idempotencyKey: key });
      expect(await s.api.orders.place(body, { idempotencyKey: key })).toEqual(first);
      ids[s.name].order = first.orderId;
      return first;
    });
    expect(placed.paymentUrl).toBeUndefined();
    const [mine] = await both('orders.listMine', (s) => s.api.orders.listMine());
    expect(mine.orders.filter((o) => o._id === placed.orderId)).toHaveLength(1);
    const [one] = await both('orders.get', (s) => s.api.orders.get(ids[s.name].order!));
    expect(one.order).toMatchObject({ status: 'confirmed', paymentStatus: 'pending', paymentMethod: 'COD' });
    await expect(real.api.cart.get()).resolves.toMatchObject({ count: 0 });
  });

  it('payments: a UPI order starts a payment that its owner can read', async () => {
    for (const s of sides()) await s.api.cart.setQuantity({ productId: await milkId(s), quantity: 1 });
    const [placed] = await both('orders.place UPI', async (s) => {
      const cart = await s.api.cart.get();
      const body = toOrderRequest({ addressId: ids[s.name].address!, paymentMethod: 'UPI', lines: toCartLines(cart), bill: toBill(cart) });
      return s.api.orders.place(body, { idempotencyKey: `contract-upi-${Date.now()}` });
    });
    const paymentId = /\/payments\/sandbox\/([0-9a-f]{24})/.exec(placed.paymentUrl ?? '')?.[1];
    expect(paymentId).toBeDefined();
    const payment = await real.api.payments.get(paymentId!);
    expectSameShape('payments.get', payment, await fixture.api.payments.get('6743a1f0c2d4e5f6a7b8c9d0'));
    expect(payment).toMatchObject({ orderId: placed.orderId, status: 'pending', method: 'UPI' });
  });

  it('admin: orders, a status change pushed to the order room, users, notifications, products', async () => {
    const updates: OrderUpdate[] = [];
    const watching = connectOrderEvents({ baseUrl: shop.baseUrl, token: real.session.token!, orderId: ids.API.order!, onUpdate: (u) => updates.push(u) });
    try {
      await vi.waitFor(() => expect(updates.map((u) => u.status)).toEqual(['confirmed']), { timeout: 10_000 });
      await logIn(real, DEMO_ADMIN.phone, DEMO_ADMIN.password);
      await logIn(fixture, adminFixture.phone, 'any');
      await both('adminOrders.listAll', (s) => s.api.adminOrders.listAll({ page: 1, limit: 10 }));
      const [changed] = await both('adminOrders.setStatus', (s) => s.api.adminOrders.setStatus(ids[s.name].order!, 'preparing'));
      expect(changed.order.status).toBe('preparing');
      await vi.waitFor(() => expect(updates.map((u) => u.status)).toEqual(['confirmed', 'preparing']), { timeout: 10_000 });
      expect(updates[1].position).toBeGreaterThan(updates[0].position);
    } finally {
      watching.close();
    }
    await both('adminOrders.setPaymentStatus', (s) => s.api.adminOrders.setPaymentStatus(ids[s.name].order!, 'paid'));
    await both('adminOrders.setDeliveryDetails', (s) => s.api.adminOrders.setDeliveryDetails(ids[s.name].order!, { carrier: 'Jhatpat Fleet', trackingNumber: 'JP-1' }));
    await both('users.list', (s) => s.api.users.list({ page: 1 }));
    await both('notifications.orderNotifications', (s) => s.api.notifications.orderNotifications());
    const [added] = await both('products.add', async (s) => {
      const product = await s.api.products.add({ name: 'Contract Sattu', price: 85.5, category: 'staples' });
      ids[s.name].product = product._id;
      return product;
    });
    expect(added).toMatchObject({ name: 'Contract Sattu', price: 85.5 });
    const [edited] = await both('products.edit', (s) => s.api.products.edit(ids[s.name].product!, { originalPrice: 95 }));
    expect(edited.discountPercentage).toBe(10);
    await both('products.setHidden', (s) => s.api.products.setHidden(ids[s.name].product!, true));
  });

  it('delivery: a rider takes a ready order, picks it up and hands it over', async () => {
    await logIn(real, DEMO_RIDER.phone, DEMO_RIDER.password);
    await logIn(fixture, riderFixture.phone, 'any');
    const [board] = await both('deliveryOrders.list', (s) => s.api.deliveryOrders.list());
    expect(board.ready.some((o) => o._id === ids.API.order)).toBe(true);
    await both('deliveryOrders.accept', (s) => s.api.deliveryOrders.accept(ids[s.name].order!));
    await both('deliveryOrders.pickedUp', (s) => s.api.deliveryOrders.pickedUp(ids[s.name].order!));
    const [done] = await both('deliveryOrders.delivered', (s) => s.api.deliveryOrders.delivered(ids[s.name].order!));
    expect(done.order.status).toBe('delivered');
  });

  it('geo: search, reverse and serviceability', async () => {
    const [places] = await both('geo.search', (s) => s.api.geo.search('Boring Road', 5));
    expect(places.length).toBeGreaterThan(0);
    await both('geo.reverse', (s) => s.api.geo.reverse(25.6143, 85.1172));
    const [check] = await both('geo.serviceability', (s) => s.api.geo.serviceability('Boring Road, Patna'));
    expect(check.serviceable).toBe(true);
  });
});
