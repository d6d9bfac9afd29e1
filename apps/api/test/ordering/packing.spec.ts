import { orderModel } from '../../src/ordering/order.decider.js';
import { orderStream } from '../../src/ordering/order.events.js';
import { PACKING_CHANGED, PACKING_NAMESPACE } from '../../src/ordering/packing/packing-updates.gateway.js';
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { EventStore, InlineProjections, inlineModel, rebuildReadModels, Upcasters } from '../../src/platform/event-store/index.js';
import { closeSockets, connected, connectTo } from '../notifications/socket-helpers.js';
import { placeOnlineOrder, pressOnPage, SECRET, settle } from '../payments/payment-helpers.js';
import { inventoryDesk, shelfRow } from '../stock/stock-helpers.js';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { cartAndOrderBody, send, shopper, type Shopper } from './ordering-helpers.js';

type Product = { _id: string; name: string; category: string; price: number; available: number };
type Staff = Awaited<ReturnType<typeof userWithToken>>;

describe('the packing floor (issue 18 item 5)', () => {
  let shop: TestApp;
  let products: Product[];
  let desk: Awaited<ReturnType<typeof inventoryDesk>>;
  let pooja: Staff;
  let kiran: Staff;
  let rider: Staff;
  let ravi: Shopper;
  let keys = 0;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true, payments: { webhookSecret: SECRET } });
    products = await jsonOf(await shop.request('/api/products'));
    desk = await inventoryDesk(shop);
    [pooja, kiran, rider, ravi] = await Promise.all([userWithToken(shop, 'packer', 'Pooja Packer'), userWithToken(shop, 'packer', 'Kiran Packer'), userWithToken(shop, 'delivery', 'Deepak Rider'), shopper(shop)]);
  });
  afterEach(() => closeSockets());
  afterAll(() => shop.close());

  /** A product with plenty on its shelf, not used by another test. */
  const fresh = (): Product => products.splice(products.findIndex((p) => p.available > 10), 1)[0];
  const placeCod = async (lines: { productId: string; quantity: number }[]): Promise<string> => {
    const body = await cartAndOrderBody(shop, ravi, lines);
    const placed = await send(shop, 'POST', '/api/user-orders', ravi.auth, body, { 'idempotency-key': `packing-${++keys}` });
    if (placed.status !== 201) throw new Error(`not placed: ${placed.status} ${await placed.text()}`);
    return (await jsonOf(placed)).orderId as string;
  };
  const packing = (who: Staff, method: string, path: string, body?: unknown) => send(shop, method, `/api/packing/orders${path}`, who.auth, body);
  const orderState = async (orderId: string) => (await shop.app.get(EventStore).load(orderStream(orderId), orderModel)).state;

  it('admits packers and admins, and no one else (403)', async () => {
    const admin = await userWithToken(shop, 'admin');
    expect((await packing(pooja, 'GET', '')).status).toBe(200);
    expect((await packing(admin, 'GET', '')).status).toBe(200);
    expect((await send(shop, 'GET', '/api/packing/orders', ravi.auth)).status).toBe(403);
    expect((await packing(rider, 'GET', '')).status).toBe(403);
  });

  it('queues confirmed orders oldest first, each with when it was placed; an unpaid online order waits elsewhere', async () => {
    const first = await placeCod([{ productId: fresh()._id, quantity: 1 }]);
    const second = await placeCod([{ productId: fresh()._id, quantity: 1 }]);
    const unpaid = await placeOnlineOrder(shop, ravi);
    const queue = await jsonOf(await packing(pooja, 'GET', ''));
    const ids = queue.orders.map((o: { _id: string }) => o._id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(ids).not.toContain(unpaid.orderId);
    expect(queue.orders.find((o: { _id: string }) => o._id === first)).toEqual(
      expect.objectContaining({ status: 'confirmed', packer: null, placedAt: expect.any(String), lines: [expect.objectContaining({ outcome: 'pending', quantity: 1 })] }),
    );
    expect(Number.isNaN(Date.parse(queue.now))).toBe(false);
  });

  it('lets exactly one of many concurrent claims have the order; the others get 409', async () => {
    const orderId = await placeCod([{ productId: fresh()._id, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => packing(i % 2 ? kiran : pooja, 'POST', `/${orderId}/claim`)));
    const winners = answers.filter((r) => r.status === 200);
    // The same packer claiming twice is a no-op (200), so count the packers who won, not the answers.
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const state = await orderState(orderId);
    expect(state.status).toBe('preparing');
    const claims = (await shop.app.get(EventStore).readStream(orderStream(orderId).streamId)).filter((e) => e.type === 'OrderPackingClaimed');
    expect(claims).toHaveLength(1);
    const holder = state.packing?.packerId === pooja.id ? pooja : kiran;
    const other = holder === pooja ? kiran : pooja;
    expect(winners.length).toBe(answers.filter((_, i) => (i % 2 ? kiran : pooja) === holder).length);
    const refused = await packing(other, 'POST', `/${orderId}/claim`);
    expect(refused.status).toBe(409);
    expect((await jsonOf(refused)).msg).toBe(`${holder === pooja ? 'Pooja Packer' : 'Kiran Packer'} is already packing this order`);
  });

  it('packs a cash order with a short line: the bill and amount due drop, picked units leave the shelf, short ones go back', async () => {
    const [milk, bread] = [fresh(), fresh()];
    await desk.setAvailable(milk._id, 20);
    await desk.setAvailable(bread._id, 20);
    const orderId = await placeCod([{ productId: milk._id, quantity: 3 }, { productId: bread._id, quantity: 1 }]);
    expect((await packing(pooja, 'POST', `/${orderId}/lines/${bread._id}/pick`)).status).toBe(409); // not claimed yet
    expect((await packing(pooja, 'POST', `/${orderId}/claim`)).status).toBe(200);
    expect((await packing(kiran, 'POST', `/${orderId}/lines/${bread._id}/pick`)).status).toBe(409);
    expect((await packing(pooja, 'POST', `/${orderId}/lines/${bread._id}/pick`)).status).toBe(200);
    expect((await packing(pooja, 'POST', `/${orderId}/finish`)).status).toBe(409); // milk still to pick
    expect((await packing(pooja, 'POST', `/${orderId}/lines/${milk._id}/short`, { missing: 4 })).status).toBe(400);
    expect((await packing(pooja, 'POST', `/${orderId}/lines/${milk._id}/short`, { missing: 'two' })).status).toBe(400);
    const shorted = await jsonOf(await packing(pooja, 'POST', `/${orderId}/lines/${milk._id}/short`, { missing: 2 }));
    expect(shorted.order.lines.find((l: { productId: string }) => l.productId === milk._id)).toEqual(expect.objectContaining({ outcome: 'short', missing: 2, takenOff: milk.price * 2 }));
    expect(shorted.order.amountDue).toBeCloseTo(shorted.order.grandTotal - milk.price * 2, 2);

    const finished = await packing(pooja, 'POST', `/${orderId}/finish`);
    expect(finished.status).toBe(200);
    expect((await jsonOf(finished)).order.status).toBe('packed');
    expect(await shelfRow(shop, milk._id)).toEqual(expect.objectContaining({ on_hand: 19, reserved: 0, available: 19, reservations: {} }));
    expect(await shelfRow(shop, bread._id)).toEqual(expect.objectContaining({ on_hand: 19, reserved: 0, available: 19 }));
    // Gone from the queue, and no longer packable.
    expect((await jsonOf(await packing(pooja, 'GET', ''))).orders.map((o: { _id: string }) => o._id)).not.toContain(orderId);
    expect((await packing(pooja, 'POST', `/${orderId}/lines/${bread._id}/pick`)).status).toBe(409);
    // The customer's order shows it packed, with the change.
    const seen = await jsonOf(await send(shop, 'GET', `/api/orders/${orderId}`, ravi.auth));
    expect(seen.order.status).toBe('packed');
    expect(seen.packing).toEqual(expect.objectContaining({ amountDue: shorted.order.amountDue, changes: [expect.objectContaining({ productId: milk._id, outcome: 'short', missing: 2 })] }));
    // Ready for riders: a rider takes it, picks it up and hands it over; nothing stays reserved.
    expect((await send(shop, 'PUT', `/api/delivery/orders/${orderId}/accept`, rider.auth)).status).toBe(200);
    expect((await send(shop, 'PUT', `/api/delivery/orders/${orderId}/picked-up`, rider.auth)).status).toBe(200);
    expect((await send(shop, 'PUT', `/api/delivery/orders/${orderId}/delivered`, rider.auth)).status).toBe(200);
    expect(await shelfRow(shop, milk._id)).toEqual(expect.objectContaining({ on_hand: 19, reserved: 0 }));
    // The money ledger books the cash the rider took, the bill less the short line, and the report finds
    // the order square (docs/decisions.md#money-report): not the whole bill, as before the ledger knew.
    const db = shop.app.get(Sql);
    const cash: { kind: string; amount_paise: number }[] = await db.query(`SELECT kind, amount_paise FROM money_movements WHERE order_id = $1 AND kind LIKE 'cod_%'`, [orderId]);
    expect(cash).toEqual([{ kind: 'cod_collected', amount_paise: Math.round(shorted.order.amountDue * 100) }]);
    const auditor = await userWithToken(shop, 'auditor');
    const report = await jsonOf(await send(shop, 'GET', '/api/audit/money', auditor.auth));
    expect(report.exceptions.filter((e: { orderId: string }) => e.orderId === orderId)).toEqual([]);
  });

  it('refunds a prepaid order its short line once, through the saga, and keeps captured − refunded = the packed bill', async () => {
    const online = await placeOnlineOrder(shop, ravi, { quantity: 3 });
    expect((await pressOnPage(shop, online.paymentUrl, 'succeeded')).status).toBeLessThan(400);
    await settle(shop, 90_000);
    expect((await orderState(online.orderId)).status).toBe('confirmed');
    const [line] = (await orderState(online.orderId)).placed!.items;
    expect((await packing(kiran, 'POST', `/${online.orderId}/claim`)).status).toBe(200);
    // A retried tap and a double tap: one short, one refund.
    const taps = await Promise.all([1, 2, 3].map(() => packing(kiran, 'POST', `/${online.orderId}/lines/${line.productId}/short`, { missing: 1 })));
    expect(taps.map((r) => r.status)).toEqual([200, 200, 200]);
    await settle(shop, 90_000);
    const state = await orderState(online.orderId);
    expect(state.refunds).toEqual([expect.objectContaining({ amountPaise: line.pricePaise, status: 'succeeded' })]);
    expect(state.paymentStatus).toBe('partially_refunded');
    const refunded = state.refunds.reduce((sum, r) => sum + r.amountPaise, 0);
    expect(state.capturedPaise - refunded).toBe(online.grandTotalPaise - line.pricePaise);
    expect(state.capturedPaise - refunded).toBeLessThanOrEqual(state.placed!.grandTotalPaise);
    const seen = await jsonOf(await send(shop, 'GET', `/api/orders/${online.orderId}`, ravi.auth));
    expect(seen.order.refund.refunded).toBeCloseTo(line.pricePaise / 100, 2);
    expect(seen.order.paymentStatus).toBe('partially_refunded');
  });

  it('substitutes a product of the same category at the same or a lower price, and refuses any other', async () => {
    const byCategory = new Map<string, Product[]>();
    for (const p of products.filter((p) => p.available > 10)) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p]);
    const shelf = [...byCategory.values()].map((list) => [...list].sort((a, b) => b.price - a.price)).find((list) => list.length >= 2 && list[0].price > list[list.length - 1].price)!;
    const [dear, cheapest] = [shelf[0], shelf[shelf.length - 1]];
    const elsewhere = products.find((p) => p.category !== dear.category && p.available > 10)!;
    const orderId = await placeCod([{ productId: dear._id, quantity: 2 }]);
    await packing(pooja, 'POST', `/${orderId}/claim`);
    const substitute = (productId: string) => packing(pooja, 'POST', `/${orderId}/lines/${dear._id}/substitute`, { productId });
    expect((await substitute(elsewhere._id)).status).toBe(409);
    expect((await substitute(dear._id)).status).toBe(400);
    expect((await substitute('0'.repeat(24))).status).toBe(404); // no such product
    const before = await shelfRow(shop, cheapest._id);
    const done = await substitute(cheapest._id);
    expect(done.status).toBe(200);
    const line = (await jsonOf(done)).order.lines[0];
    expect(line).toEqual(expect.objectContaining({ outcome: 'substituted', substitute: expect.objectContaining({ productId: cheapest._id }), takenOff: expect.any(Number) }));
    expect(line.takenOff).toBeCloseTo((dear.price - cheapest.price) * 2, 2);
    expect((await shelfRow(shop, cheapest._id))?.reserved).toBe((before?.reserved ?? 0) + 2);
    expect((await shelfRow(shop, dear._id))?.reservations[orderId]).toBeUndefined();
    expect((await packing(pooja, 'POST', `/${orderId}/finish`)).status).toBe(200);
    expect((await shelfRow(shop, cheapest._id))?.reservations[orderId]).toBeUndefined();
  });

  it('an order shipped without packing still takes its units off the shelf', async () => {
    const admin = await userWithToken(shop, 'admin');
    const product = fresh();
    await desk.setAvailable(product._id, 10);
    const orderId = await placeCod([{ productId: product._id, quantity: 2 }]);
    expect((await send(shop, 'PUT', `/api/orders/${orderId}/status`, admin.auth, { status: 'shipped' })).status).toBe(200);
    expect(await shelfRow(shop, product._id)).toEqual(expect.objectContaining({ on_hand: 8, reserved: 0, available: 8 }));
    expect((await send(shop, 'PUT', `/api/orders/${orderId}/status`, admin.auth, { status: 'packed' })).status).toBe(409);
  });

  it('pushes each change to the packing floor over /packing, to packers and admins only', async () => {
    const socket = connectTo(shop, PACKING_NAMESPACE, { token: pooja.token });
    await connected(socket);
    const customer = connectTo(shop, PACKING_NAMESPACE, { token: ravi.auth.authorization.slice('Bearer '.length) });
    await expect(connected(customer)).rejects.toThrow();
    const pushes: { orderId: string; type: string }[] = [];
    socket.on(PACKING_CHANGED, (push: { orderId: string; type: string }) => pushes.push(push));
    const orderId = await placeCod([{ productId: fresh()._id, quantity: 1 }]);
    await packing(pooja, 'POST', `/${orderId}/claim`);
    const deadline = Date.now() + 60_000;
    while (!pushes.some((p) => p.orderId === orderId && p.type === 'OrderPackingClaimed') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(pushes.filter((p) => p.orderId === orderId).map((p) => p.type)).toEqual(expect.arrayContaining(['OrderPlaced', 'OrderPackingClaimed', 'OrderStatusChanged']));
  });

  it('keeps a packing row that is further along when an order\'s first events are applied again', async () => {
    const orderId = await placeCod([{ productId: fresh()._id, quantity: 1 }]);
    expect((await packing(pooja, 'POST', `/${orderId}/claim`)).status).toBe(200);
    const db = shop.app.get(Sql);
    const rowOf = async () => (await db.query(`SELECT version::int AS version, packing FROM packing_view WHERE order_id = $1`, [orderId]))[0];
    const claimed = await rowOf();
    expect(claimed.version).toBeGreaterThan(1);
    expect(claimed.packing.packing).not.toBeNull();
    // A stream's first event folds without reading the row (placing an order reads none): the upsert's
    // version guard is what keeps the claimed row from going back to the order as placed.
    const [placedEvent] = await shop.app.get(EventStore).readStream(orderStream(orderId).streamId);
    const projection = shop.app.get(InlineProjections).all().find((p) => p.name === 'packing-view')!;
    await db.transaction((tx) => projection.apply(tx, [placedEvent]));
    expect(await rowOf()).toEqual(claimed);
  });

  it('rebuilds packing_view exactly', async () => {
    const db = shop.app.get(Sql);
    const projections = shop.app.get(InlineProjections).all().filter((p) => p.name === 'packing-view');
    const report = await rebuildReadModels(db, shop.app.get(Upcasters), projections.map(inlineModel));
    expect(report.tables).toEqual([expect.objectContaining({ table: 'packing_view', rows: expect.any(Number), identical: true })]);
  });
});
