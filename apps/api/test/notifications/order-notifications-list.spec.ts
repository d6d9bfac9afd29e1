import { DataSource } from 'typeorm';
import { ORDER_NOTIFICATIONS_PROCESSOR } from '../../src/notifications/index.js';
import { PersonalData } from '../../src/platform/personal-data/index.js';
import { orderNotificationsProcessor } from '../../src/notifications/order-notifications.processor.js';
import { ProcessorHost } from '../../src/platform/event-store/index.js';
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { failPayment, payOrder, placeOrder } from './order-givens.js';
import { pause } from './socket-helpers.js';

describe('GET /api/notifications/order-notifications', () => {
  let shop: TestApp;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  let db: DataSource;
  const count = async () => Number((await db.query(`SELECT count(*)::int AS n FROM notifications`))[0].n);
  /** The processor runs in the background: wait until it has filed `n` rows (and no more). */
  async function filed(n: number): Promise<void> {
    const deadline = Date.now() + 60_000;
    while ((await count()) < n && Date.now() < deadline) await pause(20);
    await pause(300);
    expect(await count()).toBe(n);
  }
  const list = (query = '') => shop.request(`/api/notifications/order-notifications${query}`, { headers: admin.auth });

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    admin = await userWithToken(shop, 'admin');
    customer = await userWithToken(shop, 'customer', 'Ravi Ranjan');
  });
  afterAll(() => shop.close());

  it('lists what the processor filed, newest first, by status', async () => {
    const cod = await placeOrder(shop, customer.id, { paymentMethod: 'COD', grandTotalPaise: 5000 });
    const upi = await placeOrder(shop, customer.id, { paymentMethod: 'UPI', grandTotalPaise: 7300 });
    const failed = await failPayment(shop, upi.orderId, 'UPI request expired', 'UPI');
    const paid = await payOrder(shop, upi.orderId, 7300, 'UPI');
    await filed(4);

    const all = await list();
    expect(all.status).toBe(200);
    const body: { id: string; message: string; time: string }[] = await jsonOf(all);
    expect(body.map((n) => n.id)).toEqual([paid, failed, upi.event, cod.event].map((e) => e.eventId));
    expect(body[0]).toEqual({ id: paid.eventId, orderId: upi.orderId, message: `Payment received for order #${upi.orderNumber}: ₹73.00 (UPI)`, time: paid.recordedAt.toISOString() });

    const ids = async (status: string) => ((await jsonOf(await list(`?status=${status}`))) as { id: string }[]).map((n) => n.id);
    expect(await ids('confirmed')).toEqual([cod.event.eventId]);
    expect(await ids('pending_payment')).toEqual([failed.eventId, upi.event.eventId]);
    expect(await ids('completed')).toEqual([paid.eventId]);
  });

  it('refuses an unknown status, a customer and a guest', async () => {
    const bad = await list('?status=shipped');
    expect(bad.status).toBe(400);
    expect((await jsonOf(bad)).msg).toBe('status must be one of confirmed, pending_payment, completed, cancelled, refunded');
    expect((await shop.request('/api/notifications/order-notifications', { headers: customer.auth })).status).toBe(403);
    expect((await shop.request('/api/notifications/order-notifications')).status).toBe(401);
  });

  it('returns at most 100', async () => {
    for (let i = 0; i < 105; i++) await placeOrder(shop, customer.id);
    await filed(109);
    expect(((await jsonOf(await list())) as unknown[]).length).toBe(100);
  });

  it('files each notification once even when a batch is read again', async () => {
    const before = await count();
    // Rewind the checkpoint, as a crash after writing but before the checkpoint moved would.
    await db.query(`UPDATE es_processors SET last_tx = '0'::xid8, last_gp = 0 WHERE processor_id = $1`, [ORDER_NOTIFICATIONS_PROCESSOR]);
    await shop.app.get(ProcessorHost).drain(ORDER_NOTIFICATIONS_PROCESSOR).catch(() => 0);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await db.query(`SELECT last_gp::text AS gp FROM es_processors WHERE processor_id = $1`, [ORDER_NOTIFICATIONS_PROCESSOR]);
      if (row.gp !== '0' || Date.now() > deadline) break;
      await pause(20);
    }
    expect(await count()).toBe(before);

    const { event } = await placeOrder(shop, customer.id);
    await shop.app.get(Sql).transaction((tx) => orderNotificationsProcessor(shop.app.get(PersonalData)).process(tx, [event, event]));
    await shop.app.get(Sql).transaction((tx) => orderNotificationsProcessor(shop.app.get(PersonalData)).process(tx, [event]));
    expect(Number((await db.query(`SELECT count(*)::int AS n FROM notifications WHERE id = $1`, [event.eventId]))[0].n)).toBe(1);
  });
});
