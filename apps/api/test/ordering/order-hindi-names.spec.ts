import { randomUUID } from 'node:crypto';
import type { QueryRunner } from 'typeorm';
import { LineHindiNames1764419000000 } from '../../src/ordering/migrations/1764419000000-line-hindi-names.js';
import { Sql, type SqlClient } from '../../src/platform/database/sql-transaction.js';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { cartAndOrderBody, send, shopper } from './ordering-helpers.js';

const DEVANAGARI = /[\u0900-\u097F]/;

interface Product {
  _id: string;
  name: string;
  nameHi: string;
  category: string;
  price: number;
  available: number;
}

// Issue 19 "हिन्दी", the order's side (docs/decisions.md#hindi-order-lines): an order's lines keep the Hindi
// name they were sold under beside the English one, in every order view, and a substitute too; orders
// from before are read with the English name, and their live rows are levelled by migration.
describe('order lines in Hindi', () => {
  let shop: TestApp;
  let db: Sql;
  let admin: Record<string, string>;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    db = shop.app.get(Sql);
    admin = (await userWithToken(shop, 'admin')).auth;
  });
  afterAll(() => shop.close());

  const ok = async (method: string, path: string, auth: Record<string, string>, body?: unknown) => {
    const response = await send(shop, method, path, auth, body);
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return jsonOf(response);
  };
  const linesOf = (order: { items: { productId: string; name: string; nameHi: string }[] }) =>
    order.items.map(({ productId, name, nameHi }) => ({ productId, name, nameHi }));

  it('shows each line by the Hindi name it was sold under to the customer and the admin, and a substitute by its own', async () => {
    const products: Product[] = await jsonOf(await shop.request('/api/products'));
    // A dearer and a cheaper product of one category, both on the shelf: the packer swaps one for the other.
    const stocked = products.filter((p) => p.available >= 5).sort((a, b) => b.price - a.price);
    const dear = stocked.find((p) => stocked.some((q) => q.category === p.category && q.price < p.price))!;
    const cheaper = stocked.find((q) => q.category === dear.category && q.price < dear.price)!;
    expect([dear.nameHi, cheaper.nameHi]).toEqual([expect.stringMatching(DEVANAGARI), expect.stringMatching(DEVANAGARI)]);
    // A product an admin added without a Hindi name: its line carries the English one, as the catalog shows it.
    const plain = await ok('POST', '/api/products/add', admin, { name: 'Gaon Ka Ghee', price: 450, category: 'sweets' });
    await ok('POST', `/api/admin/inventory/${plain._id}/receive`, admin, { quantity: 5 });

    const ravi = await shopper(shop);
    const body = await cartAndOrderBody(shop, ravi, [{ productId: dear._id, quantity: 2 }, { productId: plain._id, quantity: 1 }]);
    const { orderId } = await ok('POST', '/api/user-orders', { ...ravi.auth, 'idempotency-key': `hi-${randomUUID()}` }, body);
    const sold = [
      { productId: dear._id, name: dear.name, nameHi: dear.nameHi },
      { productId: plain._id, name: 'Gaon Ka Ghee', nameHi: 'Gaon Ka Ghee' },
    ];
    const detail = await ok('GET', `/api/orders/${orderId}`, ravi.auth);
    expect(linesOf(detail.order)).toEqual(sold);
    const number = detail.order.orderNumber;
    expect(linesOf((await ok('GET', '/api/user-orders', ravi.auth)).orders.find((o: { _id: string }) => o._id === orderId))).toEqual(sold);
    expect(linesOf((await ok('GET', `/api/orders/${orderId}`, admin)).order)).toEqual(sold);
    expect(linesOf((await ok('GET', `/api/orders?search=${number}`, admin)).orders[0])).toEqual(sold);

    // The bill shows what was sold: a Hindi name given later changes the catalog, not the order.
    await ok('PUT', `/api/products/${dear._id}`, admin, { nameHi: 'नया नाम' });
    expect(linesOf((await ok('GET', `/api/orders/${orderId}`, ravi.auth)).order)).toEqual(sold);

    const packer = (await userWithToken(shop, 'packer', 'Pooja Packer')).auth;
    await ok('POST', `/api/packing/orders/${orderId}/claim`, packer);
    await ok('POST', `/api/packing/orders/${orderId}/lines/${dear._id}/substitute`, packer, { productId: cheaper._id });
    const packed = await ok('GET', `/api/orders/${orderId}`, ravi.auth);
    expect(packed.packing.changes).toEqual([
      expect.objectContaining({ productId: dear._id, nameHi: dear.nameHi, substitute: expect.objectContaining({ productId: cheaper._id, name: cheaper.name, nameHi: cheaper.nameHi }) }),
    ]);
    // The packing floor's view of the order names the same.
    const floor = await ok('GET', `/api/packing/orders/${orderId}`, packer);
    expect(floor.order.lines.map((line: { nameHi: string; substitute: { nameHi: string } | null }) => [line.nameHi, line.substitute?.nameHi ?? null])).toEqual([
      [dear.nameHi, cheaper.nameHi],
      ['Gaon Ka Ghee', null],
    ]);
  });

  it("gives an order's rows from before Hindi names the English name as the Hindi one, and leaves the others", async () => {
    type Line = { name: string; nameHi?: string; substitute?: Line };
    type Packing = { items: Line[]; packing: { lines: Record<string, Line> } | null };
    const rowsOf = async () => ({
      orders: (await db.query(`SELECT order_id, items FROM orders_view ORDER BY order_id`)) as { order_id: string; items: Line[] }[],
      packing: (await db.query(`SELECT order_id, packing FROM packing_view ORDER BY order_id`)) as { order_id: string; packing: Packing }[],
    });
    // Another order, placed now: the migration leaves its rows as they are.
    const meera = await shopper(shop);
    const [product] = (await jsonOf(await shop.request('/api/products'))).filter((p: Product) => p.available >= 5);
    await ok('POST', '/api/user-orders', { ...meera.auth, 'idempotency-key': `hi-${randomUUID()}` }, await cartAndOrderBody(shop, meera, [{ productId: product._id, quantity: 1 }]));
    const now = await rowsOf();
    expect(now.orders.length).toBe(2);
    const substituted = now.packing.find((row) => Object.values(row.packing.packing?.lines ?? {}).some((line) => line.substitute))!;
    expect(substituted).toBeDefined();
    // One order's rows as the release before Hindi names projected them: no nameHi on its lines or its substitute.
    const orderId = substituted.order_id;
    const bare = (items: string) => `(SELECT jsonb_agg(line - 'nameHi' ORDER BY n) FROM jsonb_array_elements(${items}) WITH ORDINALITY AS x(line, n))`;
    await db.query(`UPDATE orders_view SET items = ${bare('items')} WHERE order_id = $1`, [orderId]);
    await db.query(
      `UPDATE packing_view SET packing = jsonb_set(jsonb_set(packing, '{items}', ${bare(`packing->'items'`)}), '{packing,lines}',
         (SELECT jsonb_object_agg(k, v #- '{substitute,nameHi}') FROM jsonb_each(packing->'packing'->'lines') AS l(k, v)))
        WHERE order_id = $1`,
      [orderId],
    );
    const stripped = await rowsOf();
    expect(JSON.stringify([stripped.orders, stripped.packing].map((rows) => rows.find((row) => row.order_id === orderId)))).not.toContain('nameHi');

    const runnerOf = (tx: SqlClient) => ({ query: (text: string, params?: unknown[]) => tx.query(text, params) }) as unknown as QueryRunner;
    await db.transaction((tx) => new LineHindiNames1764419000000().up(runnerOf(tx)));
    const after = await rowsOf();
    const englishAsHindi = (line: Line): Line => ({ ...line, nameHi: line.name, ...(line.substitute ? { substitute: englishAsHindi(line.substitute) } : {}) });
    const ofOrder = <T extends { order_id: string }>(rows: T[]): T => rows.find((row) => row.order_id === orderId)!;
    expect(ofOrder(after.orders).items).toEqual(ofOrder(now.orders).items.map(englishAsHindi));
    const packed = ofOrder(now.packing).packing;
    expect(ofOrder(after.packing).packing).toEqual({
      ...packed,
      items: packed.items.map(englishAsHindi),
      packing: { ...packed.packing, lines: Object.fromEntries(Object.entries(packed.packing!.lines).map(([id, line]) => [id, line.substitute ? { ...line, substitute: englishAsHindi(line.substitute) } : line])) },
    });
    // Every other row as it was.
    const others = <T extends { order_id: string }>(rows: T[]): T[] => rows.filter((row) => row.order_id !== orderId);
    expect(others(after.orders)).toEqual(others(now.orders));
    expect(others(after.packing)).toEqual(others(now.packing));
  });
});
