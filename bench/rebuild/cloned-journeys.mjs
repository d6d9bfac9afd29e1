import { codOrderBodyOf } from '../orders/filled-carts.mjs';
import { call, inParallel } from '../shared/bench-shop.mjs';
import { customersWithTokens, shelfProductIds, withAddresses } from '../shared/customers.mjs';

/**
 * Shoppers' journeys through the API, the templates of the million events: carts filled, a COD order
 * placed, taken by the admin through preparing, shipped and delivered and marked paid at the door,
 * then a new cart begun. Every event is written by the shop itself, so its shape is the shop's own.
 */
export async function templateJourneys(shop, count) {
  const customers = await withAddresses(shop, await customersWithTokens(shop, count));
  const products = await shelfProductIds(shop, 4);
  const admin = (await call(shop.url, 'POST', '/api/auth/login', { body: { phone: '9000000001', password: 'jhatpat-admin' } })).token;
  await inParallel(customers, 4, async (customer, i) => {
    await call(shop.url, 'POST', '/api/cart/add', { token: customer.token, body: { productId: products[i % 4], quantity: 2 } });
    await call(shop.url, 'POST', '/api/cart/add', { token: customer.token, body: { productId: products[(i + 1) % 4], quantity: 1 } });
    const cart = await call(shop.url, 'GET', '/api/cart', { token: customer.token });
    const order = { ...codOrderBodyOf(cart), addressId: customer.addressId };
    const placed = await fetch(`${shop.url}/api/user-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}`, 'idempotency-key': `journey-${i}` },
      body: JSON.stringify(order),
    }).then((response) => response.json());
    const orderId = placed.orderId ?? placed.order?._id;
    for (const status of ['preparing', 'shipped', 'delivered']) await call(shop.url, 'PUT', `/api/orders/${orderId}/status`, { token: admin, body: { status } });
    await call(shop.url, 'PUT', `/api/orders/${orderId}/payment-status`, { token: admin, body: { paymentStatus: 'paid' } });
    await call(shop.url, 'POST', '/api/cart/add', { token: customer.token, body: { productId: products[(i + 2) % 4], quantity: 3 } });
  });
  return customers;
}

/**
 * Copies the templates' streams until the log holds `total` events: each copy has its own ids (the
 * 24-hex ids get the copy's number in front of their last 8 digits, which differ between ids made by
 * one process) in its stream ids and event data, written set-based, a statement (a transaction) per chunk of copies, in
 * the templates' order, so each copy's streams are in commit order as the shop wrote them.
 */
export async function cloneJourneys(db, customers, total) {
  const templateStreams = await db.query(
    `SELECT DISTINCT s.stream_id FROM es_streams s JOIN es_events e USING (stream_id)
      WHERE e.metadata->>'actorId' = ANY($1::text[]) OR e.data->>'customerId' = ANY($1::text[]) OR s.stream_id LIKE ANY($2::text[])`,
    [customers.map((c) => c.id), customers.map((c) => `%${c.id}%`)],
  );
  const streams = templateStreams.map((row) => row.stream_id);
  const [{ perCopy }] = await db.query(`SELECT count(*)::int AS "perCopy" FROM es_events WHERE stream_id = ANY($1::text[])`, [streams]);
  // Every 24-hex id in a copy (customer, cart, order, and the products in its lines) gets the copy's
  // number in front of its last 8 digits, in one regexp pass: nested replace()s of each id were minutes.
  // A sealed field's key id (`"kid"`) is left as it is: its ciphertext is bound to that subject (the
  // AEAD's additional data), so a renamed kid names a key that does not exist and the copy's orders read
  // as erased, which a rebuild passes over; kept, every copy's orders are opened as a real shop's are.
  const renamed = (expression) => `regexp_replace(${expression}, '(?<!"kid": ")\\m[0-9a-f]{16}([0-9a-f]{8})\\M', lpad(to_hex(n), 16, '0') || '\\1', 'g')`;
  const copies = Math.ceil(total / perCopy);
  const chunk = Math.max(1, Math.floor(100_000 / perCopy));
  for (let from = 1; from <= copies; from += chunk) {
    const to = Math.min(copies, from + chunk - 1);
    await db.query(
      `INSERT INTO es_streams (stream_id, stream_type, version, head_hash)
       SELECT ${renamed('s.stream_id')}, s.stream_type, s.version, s.head_hash FROM es_streams s, generate_series($2::int, $3::int) n WHERE s.stream_id = ANY($1::text[])`,
      [streams, from, to],
    );
    await db.query(
      `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, recorded_at, prev_hash, hash)
       SELECT gen_random_uuid(), ${renamed('e.stream_id')}, e.stream_type, e.stream_version, e.event_type, e.schema_version,
              -- Each copy's orders get numbers of their own (orders_view.order_number is unique): the template's
              -- JP-000123 becomes JP-<copy>-000123, as unique as the copy's ids (docs/decisions.md#order-number).
              CASE WHEN e.event_type = 'OrderPlaced' AND e.data ? 'orderNumber'
                   THEN jsonb_set(${renamed('e.data::text')}::jsonb, '{orderNumber}', to_jsonb(regexp_replace(e.data->>'orderNumber', '^JP-', 'JP-' || n || '-')))
                   ELSE ${renamed('e.data::text')}::jsonb END,
              e.metadata, e.recorded_at - (n || ' seconds')::interval,
              -- The template's chain bytes: every row as large as the shop's own (64 bytes an event), though not a
              -- chain of the copy's own (npm run audit -- verify fails on a bench log; a rebuild never reads them).
              e.prev_hash, e.hash
         FROM es_events e, generate_series($2::int, $3::int) n WHERE e.stream_id = ANY($1::text[])
        ORDER BY n, e.global_position`,
      [streams, from, to],
    );
  }
  await db.query('ANALYZE es_events');
  return { perCopy, copies, streams: streams.length };
}
