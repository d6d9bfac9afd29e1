import { DataSource } from 'typeorm';
import { readShopFigures } from '../../src/insights/shop-figures/shop-figures.js';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { cartAndOrderBody, send, shopper, type Shopper } from '../ordering/ordering-helpers.js';

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface LedgerEntry {
  id: string;
  orderId: string;
  method: string;
  amount: number;
  status: string;
  provider: string;
  providerReference: string | null;
  failureReason: string | null;
}

describe("the admin's figures and payments ledger (issue 9 items 1 and 7)", () => {
  let shop: TestApp;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  let ravi: Shopper;
  let productId: string;
  const orders: Record<'cod' | 'cancelled' | 'paidUpi' | 'failedCard', { orderId: string; grandTotal: number }> = {} as never;
  let keys = 0;

  async function place(method: 'COD' | 'UPI' | 'CARD'): Promise<{ orderId: string; paymentUrl: string | null; grandTotal: number }> {
    const body = await cartAndOrderBody(shop, ravi, [{ productId, quantity: 1 }], method);
    const placed = await send(shop, 'POST', '/api/user-orders', ravi.auth, body, { 'idempotency-key': `insights-${++keys}` });
    expect(placed.status).toBe(201);
    return { ...(await jsonOf(placed)), grandTotal: body.grandTotal };
  }

  async function complete(paymentUrl: string, outcome: 'succeeded' | 'failed'): Promise<void> {
    const answer = await shop.request(`${paymentUrl}/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome }), redirect: 'manual' });
    expect(answer.status).toBe(303);
    await answer.text();
  }

  const ledger = async (query = '') => jsonOf(await send(shop, 'GET', `/api/admin/payments${query}`, admin.auth));

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    admin = await userWithToken(shop, 'admin');
    ravi = await shopper(shop);
    productId = ((await jsonOf(await shop.request('/api/products'))) as { _id: string }[])[0]._id;

    orders.cod = await place('COD');
    orders.cancelled = await place('COD');
    expect((await send(shop, 'PUT', `/api/orders/${orders.cancelled.orderId}/status`, admin.auth, { status: 'cancelled' })).status).toBe(200);
    const upi = await place('UPI');
    await complete(upi.paymentUrl!, 'succeeded');
    orders.paidUpi = upi;
    const card = await place('CARD');
    await complete(card.paymentUrl!, 'failed');
    orders.failedCard = card;
    // Settlement runs in a processor: wait until both online payments have settled in the ledger, and
    // the paid order has been confirmed (the ledger's row moves first, in the webhook's transaction).
    await eventually(() => ledger('?method=UPI&status=paid'), (page) => page.payments.length === 1);
    await eventually(() => ledger('?method=CARD&status=failed'), (page) => page.payments.length === 1);
    const paidOrder = async () => jsonOf(await send(shop, 'GET', `/api/orders/${upi.orderId}`, admin.auth));
    await eventually(paidOrder, (answer) => answer.order.status === 'confirmed');
  });
  afterAll(() => shop.close());

  it("counts today's orders and revenue (cancelled orders earn nothing), orders by status, and the last 24 hours", async () => {
    const answer = await send(shop, 'GET', '/api/admin/insights', admin.auth);
    expect(answer.status).toBe(200);
    const figures = await jsonOf(answer);
    expect(figures.ordersToday).toBe(4);
    expect(figures.revenueToday).toBeCloseTo(orders.cod.grandTotal + orders.paidUpi.grandTotal + orders.failedCard.grandTotal, 2);
    expect(figures.byStatus).toEqual({ confirmed: 2, cancelled: 1, pending_payment: 1 });
    expect(figures.ordersPerHour).toHaveLength(24);
    // All four in the hour now running (or the one before, had the hour just turned).
    expect(figures.ordersPerHour.slice(-2).reduce((n: number, h: { orders: number }) => n + h.orders, 0)).toBe(4);
    expect(figures.ordersPerHour.reduce((n: number, h: { orders: number }) => n + h.orders, 0)).toBe(4);
    // Hours start at half past the UTC hour: Patna is UTC+5:30.
    expect(figures.ordersPerHour.every((h: { hourStart: string }) => h.hourStart.slice(14) === '30:00.000Z')).toBe(true);
  });

  it('puts orders placed before midnight in Patna into yesterday', async () => {
    const tomorrow = await readShopFigures(shop.app.get(DataSource), new Date(Date.now() + 24 * 3_600_000));
    expect(tomorrow.ordersToday).toBe(0);
    expect(tomorrow.revenueToday).toBe(0);
  });

  it('lists every payment, online ones from their provider and cash on delivery from the order', async () => {
    const all = await ledger();
    expect(all.pagination).toEqual({ page: 1, pages: 1, total: 4 });
    const byOrder = new Map<string, LedgerEntry>(all.payments.map((p: LedgerEntry) => [p.orderId, p]));
    expect(byOrder.get(orders.cod.orderId)).toMatchObject({ method: 'COD', status: 'pending', provider: 'cash', providerReference: null, amount: orders.cod.grandTotal });
    expect(byOrder.get(orders.paidUpi.orderId)).toMatchObject({ method: 'UPI', status: 'paid', provider: 'sandbox', amount: orders.paidUpi.grandTotal });
    expect(byOrder.get(orders.paidUpi.orderId)?.providerReference).toEqual(expect.any(String));
    expect(byOrder.get(orders.failedCard.orderId)).toMatchObject({ method: 'CARD', status: 'failed' });
  });

  it('filters by status, method and part of an order id (a leading # ignored), a page at a time', async () => {
    expect((await ledger('?status=pending')).payments.map((p: LedgerEntry) => p.orderId).sort()).toEqual([orders.cod.orderId, orders.cancelled.orderId].sort());
    expect((await ledger('?method=COD')).payments).toHaveLength(2);
    const one = await ledger(`?orderId=%23${orders.paidUpi.orderId.slice(14).toUpperCase()}`);
    expect(one.payments.map((p: LedgerEntry) => p.orderId)).toEqual([orders.paidUpi.orderId]);
    const page2 = await ledger('?limit=3&page=2');
    expect(page2.payments).toHaveLength(1);
    expect(page2.pagination).toEqual({ page: 2, pages: 2, total: 4 });
  });

  it('refuses bad filters with a message, customers with 403 and guests with 401', async () => {
    for (const [query, msg] of [
      ['?status=settled', 'status must be one of pending, paid, failed, voided, refunded, partially_refunded, refund_pending, refund_failed'],
      ['?method=CASH', 'method must be one of COD, CARD, UPI'],
      ['?orderId=%27%20OR%201%3D1', 'orderId must be part of an order id: 0-9 and a-f'],
      ['?limit=1000', 'limit must be a whole number from 1 to 100'],
      ['?page=0', 'page must be a whole number from 1 to 100000'],
    ]) {
      const answer = await send(shop, 'GET', `/api/admin/payments${query}`, admin.auth);
      expect([answer.status, (await jsonOf(answer)).msg]).toEqual([400, msg]);
    }
    for (const path of ['/api/admin/payments', '/api/admin/insights']) {
      expect((await send(shop, 'GET', path, ravi.auth)).status).toBe(403);
      expect((await shop.request(path)).status).toBe(401);
    }
  });
});
