// The rebuild's first pass (rows held in memory between batches, written out when too many, read back
// when touched again: retained-rows.ts) over the shop's own read models, after orders paid online,
// failed and retried, refunded in full and in part, and COD: every table must come out exactly as the
// live one. And a rebuild in progress shows in /api/health, gone once it ends or its process dies.
import { rebuildableModels } from '../../../src/cli/rebuild-command.js';
import { rebuildReadModels, type RebuildReport, Upcasters } from '../../../src/platform/event-store/index.js';
import { cartAndOrderBody, send, shopper, type Shopper } from '../../ordering/ordering-helpers.js';
import { placeOnlineOrder, pressOnPage, SECRET, settle } from '../../payments/payment-helpers.js';
import { userWithToken } from '../../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../../support/test-app.js';
import { Sql } from '../../../src/platform/database/sql-transaction.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const identicalTables = (report: RebuildReport) => report.tables.filter((t) => t.identical).map((t) => t.table).sort();
const TABLES = ['payments_view', 'refunds_view', 'cart_view', 'orders_view', 'money_orders', 'money_movements', 'notifications', 'stock_view', 'stock_reservations', 'packing_view'].sort();

describe("rebuilding the shop's read models", () => {
  let shop: TestApp;
  let db: Sql;
  let ravi: Shopper;
  const rebuild = (options: Parameters<typeof rebuildReadModels>[3] = {}) => rebuildReadModels(db, shop.app.get(Upcasters), rebuildableModels(shop.app), options);
  const health = async () => jsonOf(await shop.request('/api/health'));

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true, payments: { webhookSecret: SECRET } });
    db = shop.app.get(Sql);
    ravi = await shopper(shop);
    const admin = await userWithToken(shop, 'admin');
    // Paid, then cancelled by the customer: a full refund.
    const cancelled = await placeOnlineOrder(shop, ravi);
    await pressOnPage(shop, cancelled.paymentUrl, 'succeeded');
    await settle(shop);
    expect((await send(shop, 'POST', `/api/orders/${cancelled.orderId}/cancel`, ravi.auth)).status).toBe(200);
    // Failed, retried, paid; then part of it refunded by an admin.
    const retried = await placeOnlineOrder(shop, ravi, { quantity: 3 });
    await pressOnPage(shop, retried.paymentUrl, 'failed');
    await settle(shop);
    const { paymentUrl } = await jsonOf(await send(shop, 'POST', `/api/user-orders/${retried.orderId}/payment`, ravi.auth));
    await pressOnPage(shop, paymentUrl, 'succeeded');
    await settle(shop);
    const refund = await send(shop, 'POST', `/api/orders/${retried.orderId}/refund`, admin.auth, { amount: 10, reason: 'Paneer arrived damaged' }, { 'idempotency-key': 'rebuild-r-1' });
    expect(refund.status).toBe(200);
    // Cash on delivery, and a cart left filled.
    const products: { _id: string }[] = await jsonOf(await shop.request('/api/products'));
    const cod = await cartAndOrderBody(shop, ravi, [{ productId: products[0]._id, quantity: 2 }], 'COD');
    const placedCod = await send(shop, 'POST', '/api/user-orders', ravi.auth, cod, { 'idempotency-key': 'rebuild-cod' });
    expect(placedCod.status).toBe(201);
    // Packed with a short line (packing_view, and the picks and release on the shelf).
    const packer = await userWithToken(shop, 'packer');
    const codId = (await jsonOf(placedCod)).orderId as string;
    expect((await send(shop, 'POST', `/api/packing/orders/${codId}/claim`, packer.auth)).status).toBe(200);
    expect((await send(shop, 'POST', `/api/packing/orders/${codId}/lines/${products[0]._id}/short`, packer.auth, { missing: 1 })).status).toBe(200);
    expect((await send(shop, 'POST', `/api/packing/orders/${codId}/finish`, packer.auth)).status).toBe(200);
    // Delivered and paid at the door, the short line off the cash (money_orders.taken_off_paise, the cod_collected movement).
    const rider = await userWithToken(shop, 'delivery', 'Deepak Rider');
    for (const step of ['accept', 'picked-up', 'delivered']) expect((await send(shop, 'PUT', `/api/delivery/orders/${codId}/${step}`, rider.auth)).status).toBe(200);
    for (const product of products.slice(1, 4)) expect((await send(shop, 'POST', '/api/cart/add', ravi.auth, { productId: product._id, quantity: 1 })).status).toBe(200);
    await settle(shop);
  });
  afterAll(() => shop.close());

  const expectIdentical = (report: RebuildReport) => {
    for (const table of TABLES) {
      expect(report.tables.find((t) => t.table === table)).toMatchObject({ identical: true, differing: 0, liveBehind: 0 });
    }
    expect(report.tables.find((t) => t.table === 'payments_view')!.rows).toBeGreaterThanOrEqual(3);
    expect(report.tables.find((t) => t.table === 'refunds_view')!.rows).toBeGreaterThanOrEqual(2);
  };

  it('gives every live table exactly, with rows written out and read back between batches of two events', async () => {
    // One row held per table: nearly every batch writes its rows out and the next reads them back.
    expectIdentical(await rebuild({ batchSize: 2, rowsHeld: 1 }));
  });

  it('gives every live table exactly with its defaults (the whole log in one pass, rows held in memory)', async () => {
    const [{ events }]: { events: number }[] = await db.query(`SELECT count(*)::int AS events FROM es_events`);
    const report = await rebuild();
    expectIdentical(report);
    expect(report.processed).toBeLessThanOrEqual(events); // the log read once, not once per model
  });

  it('shows a rebuild in progress in /api/health (models, phase, progress, start), and nothing once it ends', async () => {
    // Each batch of the notifications' model waits until health has shown the rebuild (at most 5 s a
    // batch), so the rebuild outlasts health's one-second cache however fast or slow the machine is. The
    // wait is bounded because PGlite's one connection serves health only between the rebuild's batches.
    let shown = false;
    const untilShown = async () => {
      for (let waited = 0; !shown && waited < 5_000; waited += 50) await sleep(50);
    };
    const models = rebuildableModels(shop.app).map((model) =>
      model.processorId ? { ...model, apply: async (...args: Parameters<typeof model.apply>) => (await untilShown(), model.apply(...args)) } : model,
    );
    let finished = false;
    // Replayed in Node (setBased: false): the processor's fold above is what holds the rebuild until health
    // has shown it, and a set-based fill (docs/decisions.md#rebuild-set-based) never calls that fold.
    const running = rebuildReadModels(db, shop.app.get(Upcasters), models, { batchSize: 5, setBased: false }).finally(() => (finished = true));
    let seen: { rebuild: Record<string, unknown>; processors: { id: string; status: string }[] } | null = null;
    while (!seen && !finished) {
      const report = await health();
      if (report.rebuild) {
        seen = report;
        shown = true;
      } else await sleep(50);
    }
    expect(identicalTables(await running)).toEqual(TABLES);
    expect(seen?.rebuild).toMatchObject({
      models: ['payments-view', 'cart-view', 'order-view', 'packing-view', 'money-ledger', 'stock-view', 'notifications'],
      phase: expect.stringMatching(/^(replaying|indexing|catching up|swapping|comparing)$/),
      processed: expect.any(Number),
      total: expect.any(Number),
      startedAt: expect.any(String),
      heartbeatAt: expect.any(String),
    });
    expect(seen!.processors.find((p) => p.id === 'order-notifications:v1')!.status).toBe('rebuilding');
    // Health is read at most once a second: wait out the cached report.
    await sleep(1_100);
    const after = await health();
    expect(after.rebuild).toBeNull();
    expect(after.processors.find((p: { id: string }) => p.id === 'order-notifications:v1').status).toBe('active');
  });

  it("does not show a killed rebuild's row once its heartbeat is stale", async () => {
    await db.query(
      `INSERT INTO es_rebuild_progress (models, phase, processed, total, started_at, heartbeat_at)
       VALUES ('{order-view}', 'replaying', 10, 100, now() - interval '2 minutes', now() - interval '1 minute')`,
    );
    await sleep(1_100);
    expect((await health()).rebuild).toBeNull();
    await db.query(`UPDATE es_rebuild_progress SET heartbeat_at = clock_timestamp()`);
    await sleep(1_100);
    expect((await health()).rebuild).toMatchObject({ models: ['order-view'], phase: 'replaying', processed: 10, total: 100 });
    await db.query(`DELETE FROM es_rebuild_progress`);
  });
});
