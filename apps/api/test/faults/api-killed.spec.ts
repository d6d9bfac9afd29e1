import { createHmac, randomUUID, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/create-app.js';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import { InlineProjections, inlineModel, rebuildReadModels, Upcasters } from '../../src/platform/event-store/index.js';
import { newObjectId } from '../../src/platform/ids/object-id.js';
import { describeOnPostgres } from '../support/on-postgres.js';
import { createTestDatabase, personalDataKeyOf, type TestDatabase } from '../support/test-database.js';
import { ApiProcess, freePort } from './support/api-process.js';
import { Sql } from '../../src/platform/database/sql-transaction.js';

const CLIENTS = Number(process.env.FAULT_CLIENTS ?? 200);
const LOAD_BEFORE_KILL_MS = Number(process.env.FAULT_LOAD_MS ?? 3_000);
const JWT_SECRET = randomBytes(32).toString('hex');
const WEBHOOK_SECRET = randomBytes(32).toString('hex');

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A login token as the API signs them (HS256, its issuer and audience), made with the secret it was given. */
function tokenFor(userId: string, sid: string, role = 'customer'): string {
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: userId, role, sid, iat: now, exp: now + 3600, iss: 'jhatpat', aud: 'jhatpat-api' })}`;
  return `${body}.${createHmac('sha256', JWT_SECRET).update(body).digest('base64url')}`;
}

interface Client {
  id: string;
  auth: Record<string, string>;
  addressId: string;
  /** Order clients: each idempotency key used, and the order id once an answer came back. */
  orders: Map<string, string | null>;
  /** Cart clients: every quantity asked for, and whether it was acknowledged. */
  cart: { quantity: number; acked: boolean }[];
}

// Issue 10 item 3(a): SIGKILL the API while 200 clients place orders and change carts; restart it.
// Every acknowledged order exists exactly once (an unanswered one, retried with its key, at most
// once), no acknowledged cart change is lost, and a full rebuild equals the live read models.

describeOnPostgres('the API killed with SIGKILL under load, then restarted (PostgreSQL only: a second process shares the database)', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    port = await freePort();
    env = { DATABASE_URL: (database.settings as { url: string }).url, JWT_SECRET, PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET, PERSONAL_DATA_KEY: personalDataKeyOf(database), SEED_DEMO: 'true' };
  }, 300_000);
  afterAll(() => database?.drop());

  it('keeps every acknowledged order once, every acknowledged cart change, and read models a rebuild reproduces', async () => {
    let api = await ApiProcess.start(port, env);
    const call = async (client: Client, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${api.baseUrl}${path}`, {
        method,
        headers: { ...client.auth, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed, as jsonOf is
      return { status: answer.status, body: (await answer.json().catch(() => null)) as any };
    };

    // The customers, written straight into the database with one shared hash and an open session each (they never log in).
    const admin = new DataSource({ type: 'postgres', url: env.DATABASE_URL });
    await admin.initialize();
    const ids = Array.from({ length: CLIENTS }, () => newObjectId());
    await admin.query(
      `INSERT INTO users (id, name, phone, password_hash, role)
       SELECT id, 'Fault Customer ' || n, '6' || lpad(n::text, 9, '0'), 'unused', 'customer' FROM unnest($1::text[]) WITH ORDINALITY AS u(id, n)`,
      [ids],
    );
    const sessions = ids.map(() => randomUUID());
    await admin.query(
      `INSERT INTO user_sessions (id, user_id, expires_at) SELECT sid::uuid, id, now() + interval '1 hour' FROM unnest($1::text[], $2::text[]) AS s(id, sid)`,
      [ids, sessions],
    );
    // Stock is finite (docs/decisions.md#stock): the shelf gets far more units than the load can order, so
    // that an order retried with its key after the restart is refused for nothing but a duplicate.
    const storeAdmin = { id: newObjectId(), sid: randomUUID() };
    await admin.query(`INSERT INTO users (id, name, phone, password_hash, role) VALUES ($1, 'Fault Admin', '5999999999', 'unused', 'admin')`, [storeAdmin.id]);
    await admin.query(`INSERT INTO user_sessions (id, user_id, expires_at) VALUES ($1::uuid, $2, now() + interval '1 hour')`, [storeAdmin.sid, storeAdmin.id]);
    const productId = ((await (await fetch(`${api.baseUrl}/api/products`)).json()) as { _id: string }[])[0]._id;
    const received = await call(
      { id: storeAdmin.id, auth: { authorization: `Bearer ${tokenFor(storeAdmin.id, storeAdmin.sid, 'admin')}` }, addressId: '', orders: new Map(), cart: [] },
      'POST', `/api/admin/inventory/${productId}/receive`, { quantity: 100_000 },
    );
    expect(received.status).toBe(200);
    const clients: Client[] = [];
    for (const [n, id] of ids.entries()) {
      const client: Client = { id, auth: { authorization: `Bearer ${tokenFor(id, sessions[n])}` }, addressId: '', orders: new Map(), cart: [] };
      const address = await call(client, 'POST', '/api/addresses', { addressType: 'Home', building: 'Flat 1', locality: 'Boring Road, Patna', contactName: 'Fault' });
      expect(address.status).toBe(201);
      client.addressId = address.body._id;
      clients.push(client);
    }
    const orderClients = clients.slice(0, CLIENTS / 2);
    const cartClients = clients.slice(CLIENTS / 2);

    async function placeOrder(client: Client, key: string): Promise<void> {
      const cart = (await call(client, 'GET', '/api/cart')).body;
      const items = (cart?.products ?? []).map((l: { productId: { _id: string; name: string; image: string; variant: string | null; price: number }; quantity: number }) => ({
        productId: l.productId._id, name: l.productId.name, image: l.productId.image, variant: l.productId.variant, price: l.productId.price, quantity: l.quantity,
      }));
      const answer = await call(client, 'POST', '/api/user-orders', {
        addressId: client.addressId, paymentMethod: 'COD', items, itemsTotal: cart.itemsTotal, deliveryCharge: cart.deliveryCharge,
        handlingCharge: cart.handlingCharge, tipAmount: cart.tipAmount, donationAmount: cart.donationAmount, grandTotal: cart.grandTotal, paymentStatus: 'pending',
      }, { 'idempotency-key': key });
      if (answer.status === 201) client.orders.set(key, answer.body.orderId);
      else refusals.push(`${answer.status} ${JSON.stringify(answer.body)}`);
    }

    /** Every refused checkout, printed when an unanswered order stays unplaced after its retry. */
    const refusals: string[] = [];
    let killed = false;
    const orderLoop = async (client: Client) => {
      for (let n = 1; !killed; n++) {
        const key = `${client.id}-order-${n}`;
        client.orders.set(key, null);
        try {
          await call(client, 'POST', '/api/cart/add', { productId, quantity: 1 });
          await placeOrder(client, key);
        } catch {
          return; // the API is gone
        }
      }
    };
    const cartLoop = async (client: Client) => {
      for (let quantity = 1; !killed; quantity = (quantity % 99) + 1) {
        const attempt = { quantity, acked: false };
        client.cart.push(attempt);
        try {
          attempt.acked = (await call(client, 'POST', '/api/cart/add', { productId, quantity })).status === 200;
        } catch {
          return;
        }
      }
    };

    const load = Promise.all([...orderClients.map(orderLoop), ...cartClients.map(cartLoop)]);
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_KILL_MS));
    killed = true;
    await api.kill();
    await load;

    api = await ApiProcess.start(port, env);
    // The clients whose last order went unanswered try again with the same key (as the web app does).
    let retried = 0;
    for (const client of orderClients) {
      for (const [key, orderId] of client.orders) {
        if (orderId !== null) continue;
        retried += 1;
        const cart = (await call(client, 'GET', '/api/cart')).body;
        if ((cart?.products ?? []).length === 0) await call(client, 'POST', '/api/cart/add', { productId, quantity: 1 });
        await placeOrder(client, key);
      }
    }

    const acknowledged = orderClients.flatMap((c) => [...c.orders.values()].filter((id): id is string => id !== null));
    const [{ placed }] = await admin.query(`SELECT count(*)::int AS placed FROM es_events WHERE event_type = 'OrderPlaced'`);
    const duplicates = await admin.query(`SELECT order_id FROM orders_view GROUP BY order_id HAVING count(*) > 1`);
    const found = await admin.query(`SELECT order_id FROM orders_view WHERE order_id = ANY($1)`, [acknowledged]);
    const cartChanges = cartClients.reduce((n, c) => n + c.cart.filter((a) => a.acked).length, 0);
    console.log(`API killed: ${CLIENTS} clients, ${acknowledged.length} orders acknowledged (${retried} unanswered and retried with their key), ${placed} OrderPlaced events, ${cartChanges} cart changes acknowledged`);

    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    expect(found).toHaveLength(acknowledged.length);
    expect(duplicates).toEqual([]);
    expect(placed).toBe(acknowledged.length);
    const unplaced = orderClients.flatMap((c) => [...c.orders].filter(([, id]) => id === null).map(([key]) => key));
    expect({ unplaced, refusals: unplaced.length ? refusals.slice(-5) : [] }).toEqual({ unplaced: [], refusals: [] });

    for (const client of cartClients) {
      const lastAck = client.cart.map((a) => a.acked).lastIndexOf(true);
      // From the last acknowledged change on, any may have landed; with none acknowledged (a loaded
      // machine can leave a client unanswered until the kill), an empty cart is allowed too.
      const allowed = new Set<number | undefined>(client.cart.slice(Math.max(0, lastAck)).map((a) => a.quantity));
      if (lastAck === -1) allowed.add(undefined);
      const cart = (await call(client, 'GET', '/api/cart')).body;
      const held = cart.products.find((l: { productId: { _id: string } }) => l.productId._id === productId)?.quantity;
      expect(allowed.has(held)).toBe(true);
    }
    await api.kill();

    // A full rebuild from the log reproduces every read model the live API had written.
    const config: AppConfig = { port: 0, host: '127.0.0.1', dataDir: database.dataDir, database: database.settings, webDistDir: null, logLevel: 'error', seedDemoData: false, personalDataKey: env.PERSONAL_DATA_KEY };
    const shop = await createApp(config);
    await shop.init();
    try {
      const report = await rebuildReadModels(shop.get(Sql), shop.get(Upcasters), shop.get(InlineProjections).all().map(inlineModel));
      expect(report.tables.filter((t) => !t.identical)).toEqual([]);
    } finally {
      await shop.close();
      await admin.destroy();
    }
  }, 300_000);
});
