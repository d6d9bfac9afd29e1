import { randomUUID } from 'node:crypto';
import { orderStream } from '../../src/ordering/order.events.js';
import type { PackingEvent } from '../../src/ordering/packing/packing.events.js';
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { EventStore } from '../../src/platform/event-store/index.js';
import { newObjectId } from '../../src/platform/ids/object-id.js';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, type TestApp } from '../support/test-app.js';
import { cartAndOrderBody, send, type Shopper } from './ordering-helpers.js';

type Product = { _id: string; name: string; nameHi?: string; image: string; category: string; price: number };

/**
 * Orders taken through every packing event, for the rebuild specs (docs/decisions.md#rebuild-set-based):
 * - through the shop: claimed, a line picked, one short, one substituted by a cheaper product, finished;
 * - on an order's stream, what the fold must read though the shop's rules never write it: a line before
 *   any claim, a claim, lines decided, a second claim by another packer (the packing starts afresh), a
 *   line decided twice (the last wins, both amounts count), a substitute at the same price;
 * - an OrderPlaced as the release before numbers wrote it (v1, no number, no Hindi names), claimed, a line
 *   short and one substituted as the release before Hindi names wrote it (OrderLineSubstituted v1), written
 *   straight into the log: the caller levels the live read models with the Node path.
 * Returns the legacy order's id.
 */
export async function packingJourneys(shop: TestApp, who: Shopper, products: readonly Product[]): Promise<string> {
  const [pooja, kiran] = await Promise.all([userWithToken(shop, 'packer', 'Pooja Packer'), userWithToken(shop, 'packer', 'Kiran Packer')]);
  const place = async (lines: { productId: string; quantity: number }[]) => {
    const placed = await send(shop, 'POST', '/api/user-orders', who.auth, await cartAndOrderBody(shop, who, lines), { 'idempotency-key': `pj-${randomUUID()}` });
    if (placed.status !== 201) throw new Error(`not placed: ${placed.status} ${await placed.text()}`);
    return (await jsonOf(placed)).orderId as string;
  };
  const pack = async (orderId: string, path: string, body?: unknown) => {
    const answer = await send(shop, 'POST', `/api/packing/orders/${orderId}${path}`, pooja.auth, body);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  };
  // A dearer and a cheaper product of one category, and two others.
  const byPrice = [...products].sort((a, b) => b.price - a.price);
  const dear = byPrice.find((p) => byPrice.some((q) => q.category === p.category && q.price < p.price))!;
  const cheaper = byPrice.find((q) => q.category === dear.category && q.price < dear.price)!;
  const [a, b] = products.filter((p) => p.category !== dear.category);

  const packed = await place([{ productId: a._id, quantity: 1 }, { productId: b._id, quantity: 3 }, { productId: dear._id, quantity: 2 }]);
  await pack(packed, '/claim');
  await pack(packed, `/lines/${a._id}/pick`);
  await pack(packed, `/lines/${b._id}/short`, { missing: 2 });
  await pack(packed, `/lines/${dear._id}/substitute`, { productId: cheaper._id });
  await pack(packed, '/finish');

  const store = shop.app.get(EventStore);
  const db = shop.app.get(Sql);
  const appendTo = async (orderId: string, events: (PackingEvent | { type: 'OrderStatusChanged'; data: object })[]) => {
    const [{ version }] = await db.query(`SELECT version::int AS version FROM es_streams WHERE stream_id = $1`, [orderStream(orderId).streamId]);
    await store.append(orderStream(orderId), version, events, {});
  };
  const bagged = (p: Product) => ({ productId: p._id, name: p.name, nameHi: p.nameHi ?? p.name, image: p.image, variant: null, pricePaise: Math.round(p.price * 100) });
  const reclaimed = await place([{ productId: a._id, quantity: 2 }, { productId: b._id, quantity: 1 }, { productId: dear._id, quantity: 1 }]);
  await appendTo(reclaimed, [{ type: 'OrderLinePicked', data: { orderId: reclaimed, productId: a._id, quantity: 2 } }]);
  await appendTo(reclaimed, [
    { type: 'OrderPackingClaimed', data: { orderId: reclaimed, packerId: pooja.id, packerName: 'Pooja Packer' } },
    { type: 'OrderStatusChanged', data: { orderId: reclaimed, from: 'confirmed', to: 'preparing', reason: 'packing by Pooja Packer' } },
  ]);
  await appendTo(reclaimed, [{ type: 'OrderLinePicked', data: { orderId: reclaimed, productId: a._id, quantity: 2 } }]);
  await appendTo(reclaimed, [{ type: 'OrderLineShort', data: { orderId: reclaimed, productId: b._id, missing: 1, amountPaise: 4500 } }]);
  await appendTo(reclaimed, [{ type: 'OrderPackingClaimed', data: { orderId: reclaimed, packerId: kiran.id, packerName: 'Kiran Packer' } }]);
  await appendTo(reclaimed, [{ type: 'OrderLineShort', data: { orderId: reclaimed, productId: a._id, missing: 1, amountPaise: 1200 } }]);
  await appendTo(reclaimed, [{ type: 'OrderLinePicked', data: { orderId: reclaimed, productId: a._id, quantity: 2 } }]);
  await appendTo(reclaimed, [{ type: 'OrderLineSubstituted', data: { orderId: reclaimed, productId: dear._id, quantity: 1, substitute: bagged(cheaper), amountPaise: 0 } }]);

  // The legacy order: a copy of a placed order's OrderPlaced under another id, as v1 wrote it.
  const model = await place([{ productId: b._id, quantity: 2 }, { productId: dear._id, quantity: 1 }]);
  const [{ data }]: { data: Record<string, unknown> }[] = await db.query(`SELECT data FROM es_events WHERE stream_id = $1 AND stream_version = 1`, [orderStream(model).streamId]);
  // An id of its own: one made from the model's by changing two of its characters was the model's own
  // whenever those already read "bb" (1 run in 256: the CI of 9a26132, seed 50897, duplicate stream).
  const legacy = newObjectId();
  const items = (data.items as Record<string, unknown>[]).map(({ nameHi: _nameHi, ...item }) => item);
  const v1: Record<string, unknown> = { ...data, orderId: legacy, items };
  delete v1.orderNumber;
  await db.query(`INSERT INTO es_streams (stream_id, stream_type, version) VALUES ($1, 'order', 1)`, [orderStream(legacy).streamId]);
  await db.query(
    `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata) VALUES ($1, $2, 'order', 1, 'OrderPlaced', 1, $3::jsonb, '{}'::jsonb)`,
    [randomUUID(), orderStream(legacy).streamId, JSON.stringify(v1)],
  );
  await appendTo(legacy, [
    { type: 'OrderPackingClaimed', data: { orderId: legacy, packerId: kiran.id, packerName: 'Kiran Packer' } },
    { type: 'OrderStatusChanged', data: { orderId: legacy, from: 'confirmed', to: 'preparing', reason: 'packing by Kiran Packer' } },
    { type: 'OrderLineShort', data: { orderId: legacy, productId: b._id, missing: 1, amountPaise: 3000 } },
  ]);
  const { nameHi: _nameHi, ...unnamed } = bagged(cheaper);
  const substitutedV1 = { orderId: legacy, productId: dear._id, quantity: 1, substitute: unnamed, amountPaise: 0 };
  await db.query(`UPDATE es_streams SET version = 5 WHERE stream_id = $1 AND version = 4`, [orderStream(legacy).streamId]);
  await db.query(
    `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata) VALUES ($1, $2, 'order', 5, 'OrderLineSubstituted', 1, $3::jsonb, '{}'::jsonb)`,
    [randomUUID(), orderStream(legacy).streamId, JSON.stringify(substitutedV1)],
  );
  return legacy;
}
