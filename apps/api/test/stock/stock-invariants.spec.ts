// Stock is an invariant, not a scenario (issue 18 item 2): over random interleavings of receiving,
// adjusting, placing (several lines, COD and UPI), cancelling and payment expiry, run a few at a time
// through the real routes and jobs, every product ends with
//   available ≥ 0 after every event of its stream, and reserved + picked ≤ received + adjusted in − adjusted out,
//   stock_view equal to its stream's fold,
//   an open reservation for exactly each line of each order still standing, none for a cancelled one.
// On both engines; the seed is fixed (STOCK_FUZZ_SEED, STOCK_FUZZ_RUNS to run it longer).
import { jest } from '@jest/globals';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { EventStore, JobHost, type RecordedEvent } from '../../src/platform/event-store/index.js';
import { availableOf, evolveStock, stockModel, type StockState } from '../../src/stock/index.js';
import { SECRET } from '../payments/payment-helpers.js';
import { cartAndOrderBody, send, shopper, type Shopper } from '../ordering/ordering-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { inventoryDesk, shelfRow } from './stock-helpers.js';

const RUNS = Number(process.env.STOCK_FUZZ_RUNS ?? 5);
const SEED = Number(process.env.STOCK_FUZZ_SEED ?? 20261126);
jest.setTimeout(Math.max(300_000, RUNS * 60_000));

const SHELVES = 3;
const SHOPPERS = 4;
type Action =
  | { kind: 'receive'; shelf: number; quantity: number }
  | { kind: 'adjust'; shelf: number; change: number }
  | { kind: 'place'; shopper: number; lines: { shelf: number; quantity: number }[]; method: 'COD' | 'UPI' }
  | { kind: 'cancel'; order: number }
  | { kind: 'expire' };

const shelf = fc.nat(SHELVES - 1);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('receive' as const), shelf, quantity: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('adjust' as const), shelf, change: fc.integer({ min: -4, max: 3 }).filter((n) => n !== 0) }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      shopper: fc.nat(SHOPPERS - 1),
      lines: fc.uniqueArray(fc.record({ shelf, quantity: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: SHELVES, selector: (line) => line.shelf }),
      method: fc.constantFrom('COD' as const, 'UPI' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
);
/** The actions, cut into groups that run at once: the interleaving is the database's to choose. */
const script = fc.array(fc.tuple(action, fc.boolean()), { minLength: 6, maxLength: 16 });

describe(`stock invariants over random interleavings (${RUNS} runs, seed ${SEED})`, () => {
  let shop: TestApp;
  let desk: Awaited<ReturnType<typeof inventoryDesk>>;
  let shoppers: Shopper[];
  let unused: string[];
  let clockAheadMs = 0;
  let keys = 0;
  // What the runs went through, so a script that never cancels or expires cannot pass unnoticed.
  const seen = new Map<string, number>();
  const note = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true, payments: { webhookSecret: SECRET } });
    desk = await inventoryDesk(shop);
    shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => shopper(shop)));
    unused = ((await jsonOf(await shop.request('/api/products'))) as { _id: string; available: number }[]).filter((p) => p.available > 10).map((p) => p._id);
  });
  afterAll(() => shop.close());

  async function run(steps: [Action, boolean][]) {
    // Fresh shelves for each run, with a little stock: shortages are the point.
    const products = unused.splice(0, SHELVES);
    for (const productId of products) await desk.setAvailable(productId, 3);
    const orders: { orderId: string; by: Shopper; lines: { productId: string; quantity: number }[] }[] = [];
    // A shopper has one cart: their checkouts queue behind each other, everything else races.
    const carts = shoppers.map(() => Promise.resolve());
    const perform = async (step: Action): Promise<void> => {
      if (step.kind === 'receive') expect((await desk.receive(products[step.shelf], step.quantity)).status).toBe(200);
      if (step.kind === 'adjust') expect([200, 409]).toContain((await desk.adjust(products[step.shelf], step.change, 'count')).status);
      if (step.kind === 'cancel' && orders.length > 0) {
        // The customer's own cancel; one already cancelled, expired or packed is refused, and that is fine.
        const { orderId, by } = orders[step.order % orders.length];
        expect([200, 201, 400, 409]).toContain((await send(shop, 'POST', `/api/orders/${orderId}/cancel`, by.auth)).status);
      }
      if (step.kind === 'expire') {
        clockAheadMs += 16 * 60_000;
        await shop.app.get(JobHost).runNow('expire-unpaid-orders', new Date(Date.now() + clockAheadMs));
      }
      if (step.kind === 'place') {
        const who = shoppers[step.shopper];
        const lines = step.lines.map((line) => ({ productId: products[line.shelf], quantity: line.quantity }));
        const turn = carts[step.shopper].then(async () => {
          await send(shop, 'DELETE', '/api/cart', who.auth);
          const body = await cartAndOrderBody(shop, who, lines, step.method);
          const response = await send(shop, 'POST', '/api/user-orders', who.auth, body, { 'idempotency-key': `fuzz-${++keys}` });
          expect([201, 409]).toContain(response.status);
          note(`placed ${response.status}`);
          if (response.status === 201) orders.push({ orderId: (await jsonOf(response)).orderId, by: who, lines });
        });
        carts[step.shopper] = turn.catch(() => undefined);
        await turn;
      }
    };
    let group: Promise<void>[] = [];
    for (const [step, together] of steps) {
      group.push(perform(step));
      if (!together) {
        await Promise.all(group);
        group = [];
      }
    }
    await Promise.all(group);
    await checkShelves(products, orders);
  }

  async function checkShelves(products: string[], orders: { orderId: string; lines: { productId: string; quantity: number }[] }[]) {
    const db = shop.app.get(DataSource);
    const store = shop.app.get(EventStore);
    for (const productId of products) {
      const events: RecordedEvent[] = await store.readStream(`stock-${productId}`);
      let state: StockState = stockModel.initialState();
      for (const event of events) {
        state = evolveStock(state, event);
        expect(state.onHand - state.reserved).toBeGreaterThanOrEqual(0);
        expect(state.reserved + state.picked).toBeLessThanOrEqual(state.received + state.adjustedIn - state.adjustedOut);
      }
      const row = await shelfRow(shop, productId);
      expect(row).toMatchObject({ on_hand: state.onHand, reserved: state.reserved, available: availableOf(state), reservations: state.reservations });
      // Each order still standing holds its line; a cancelled one holds nothing.
      for (const order of orders) {
        const [{ status }] = await db.query(`SELECT status FROM orders_view WHERE order_id = $1`, [order.orderId]);
        const line = order.lines.find((l) => l.productId === productId);
        if (line) note(status);
        expect(state.reservations?.[order.orderId]).toBe(status === 'cancelled' || !line ? undefined : line.quantity);
      }
    }
  }

  it('never oversells, and the read model, the streams and the orders agree', async () => {
    await fc.assert(fc.asyncProperty(script, run), { numRuns: RUNS, seed: SEED, endOnFailure: true });
    expect([...seen.keys()]).toEqual(expect.arrayContaining(['placed 201', 'placed 409', 'cancelled']));
    // Both release paths ran: the customer's cancel and the payment expiry.
    const released: { cause: string }[] = await shop.app
      .get(DataSource)
      .query(`SELECT DISTINCT split_part(metadata->>'causationId', ':', 2) AS cause FROM es_events WHERE event_type = 'StockReleased'`);
    expect(released.map((r) => r.cause).sort()).toEqual(['cancel-order', 'expire-unpaid-orders']);
  });
});
