import { DataSource } from 'typeorm';
import { createApp } from '../../src/create-app.js';
import { demoAccounts } from '../../src/identity/index.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { cartAndOrderBody, send, shopper } from '../ordering/ordering-helpers.js';

// Issue 16 item 1: demo accounts and free money must not reach a deployment by default.
describe('a shop without a payment provider', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true, payments: { provider: 'none' } });
  });
  afterAll(() => shop.close());

  it('offers cash on delivery only, and refuses an online order with a reason', async () => {
    expect(await jsonOf(await shop.request('/api/payment-methods'))).toEqual({ methods: ['COD'], provider: 'none' });
    const products: { _id: string }[] = await jsonOf(await shop.request('/api/products'));
    const ravi = await shopper(shop);
    const upi = await cartAndOrderBody(shop, ravi, [{ productId: products[0]._id, quantity: 1 }], 'UPI');
    const refused = await send(shop, 'POST', '/api/user-orders', ravi.auth, upi, { 'idempotency-key': 'upi-none' });
    expect(refused.status).toBe(422);
    expect((await jsonOf(refused)).msg).toBe('Online payment is not available at this shop yet. Please choose Cash on Delivery.');
    const cod = await send(shop, 'POST', '/api/user-orders', ravi.auth, { ...upi, paymentMethod: 'COD' }, { 'idempotency-key': 'cod-none' });
    expect(cod.status).toBe(201);
  });
});

describe('a shop with the sandbox', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ payments: { provider: 'sandbox' } });
  });
  afterAll(() => shop.close());

  it('says every method is open and that the sandbox takes them', async () => {
    expect(await jsonOf(await shop.request('/api/payment-methods'))).toEqual({ methods: ['COD', 'CARD', 'UPI'], provider: 'sandbox' });
  });
});

describe('demo data', () => {
  it('goes into a database once: a deleted demo admin and demo product stay deleted across restarts', async () => {
    const shop = await startTestApp({ seedDemoData: true });
    const admin = demoAccounts.find((account) => account.role === 'admin')!;
    try {
      const db = shop.app.get(DataSource);
      const [{ products }] = await db.query(`SELECT count(*)::int AS products FROM products`);
      expect(products).toBeGreaterThan(0);
      await db.query(`DELETE FROM users WHERE phone = $1`, [admin.phone]);
      const [{ id }] = await db.query(`SELECT id FROM products ORDER BY id LIMIT 1`);
      await db.query(`DELETE FROM products WHERE id = $1`, [id]);
      await shop.app.close();

      const again = await createApp(shop.config);
      await again.init();
      try {
        const db2 = again.get(DataSource);
        expect(await db2.query(`SELECT id FROM users WHERE phone = $1`, [admin.phone])).toEqual([]);
        expect(await db2.query(`SELECT id FROM products WHERE id = $1`, [id])).toEqual([]);
        const [{ after }] = await db2.query(`SELECT count(*)::int AS after FROM products`);
        expect(after).toBe(products - 1);
      } finally {
        await again.close();
      }
    } finally {
      await shop.database.drop();
    }
  });

  it('is not put into a database when not asked for', async () => {
    const shop = await startTestApp({ seedDemoData: false });
    try {
      const db = shop.app.get(DataSource);
      expect(await db.query(`SELECT phone FROM users`)).toEqual([]);
      // Only the mark that stock began here (docs/decisions.md#stock), with nothing stocked: the shop
      // has no products, and one added later starts at 0 until an admin receives it.
      expect(await db.query(`SELECT name FROM shop_seeds`)).toEqual([{ name: 'opening-stock' }]);
      expect(await db.query(`SELECT count(*)::int AS stocked FROM es_events WHERE stream_type = 'stock'`)).toEqual([{ stocked: 0 }]);
    } finally {
      await shop.close();
    }
  });
});
