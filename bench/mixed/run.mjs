#!/usr/bin/env node
// bench/mixed (issue 10 item 4): a mixed shopper workload — browse 70%, cart 25%, order 5% — at rising
// concurrency against one API instance, then two behind a round-robin proxy, on a scratch PostgreSQL
// database. Prints throughput and p50/p99 per step and kind, where p99 passes 200 ms, the API's memory
// at rest and at its peak, CPU seconds of the API and of PostgreSQL per step, and writes
// bench/mixed/mixed-load.svg. Usage: npm run bench:mixed [-- --steps 8,32,128 --seconds 10 --customers 400 --plot bench/mixed/mixed-load.svg]
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { createScratchDatabase } from '../event-log/scratch-database.mjs';
import { loadAverage, ms, rate, table } from '../shared/figures.mjs';
import { cpuSecondsOf, postgresCpu, postgresCpuSince } from '../shared/process-cpu.mjs';
import { stockUp } from '../shared/stock.mjs';
import { memoryOf, startInstance, stopInstance } from './api-instances.mjs';
import { plotSvg } from './plot.mjs';
import { watchPushes } from './push-watch.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';
import { pickKind, summarise, tokenFor } from './workload.mjs';
import { benchOptions } from '../shared/options.mjs';
import { openSessions } from '../shared/sessions.mjs';

const shopperCounts = (list) => list.split(',').map(Number);
const { steps: stepList, seconds, customers: customerCount, plot } = benchOptions(
  { steps: '8,32,128', seconds: 10, customers: 400, plot: 'bench/mixed/mixed-load.svg' },
  { steps: (list) => (shopperCounts(list).every((step) => Number.isInteger(step) && step >= 1) ? null : `--steps must be shopper counts separated by commas, e.g. 8,32,128; got "${list}"`) },
);
const steps = shopperCounts(stepList);
const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'), PERSONAL_DATA_KEY: randomBytes(32).toString('base64') };

const scratch = await createScratchDatabase();
// The load comes from one address: its search budget would measure 429s (docs/decisions.md#client-limits).
const env = { DATABASE_URL: scratch.url, SEED_DEMO: 'true', CLIENT_LIMITS: 'searches=off', ...secrets };
const instances = [];
const db = new pg.Client({ connectionString: scratch.url });
try {
  instances.push(await startInstance(env));
  await db.connect();
  const products = await (await fetch(`${instances[0].url}/api/products`)).json();
  const categories = [...new Set(products.map((p) => p.category))];
  // Orders take the first 24 products (cart adds and the empty cart's first line): stocked for any run's length.
  await stockUp(instances[0].url, products.slice(0, 24).map((p) => p._id), 100_000);
  const customers = await prepareCustomers(db, instances[0].url, customerCount);
  const adminToken = await prepareAdmin(db);
  console.log(`# mixed load, ${new Date().toISOString()}, Node ${process.versions.node}, load average ${loadAverage()}`);
  console.log(`${customers.length} customers with a saved address; ${products.length} products; steps ${steps.join(', ')} shoppers × ${seconds} s`);
  const atRest = memoryOf(instances[0].pid);

  const single = await runSteps('one instance', [instances[0]], instances[0].url);
  instances.push(await startInstance(env));
  const proxy = await startRoundRobinProxy(instances.map((i) => i.url));
  const double = await runSteps('two instances, round-robin', instances, proxy.url);
  await proxy.close();
  console.log(`\nPushes to admin sockets (2 on each instance) during each setup's steps: ${[single, double].map((s) => `${s.name}: ${describePushes(s.pushes)}`).join('; ')}`);

  writeFileSync(plot, `${plotSvg([single, double].map((s) => ({ name: s.name, points: s.points })))}\n`);
  console.log(`\nAPI memory: at rest ${atRest.rssMb.toFixed(0)} MB; peak of each instance ${instances.map((i) => `${memoryOf(i.pid).peakMb.toFixed(0)} MB`).join(', ')} (target ≤ 250 MB)`);
  console.log(`plot: ${plot}; load average at the end ${loadAverage()}`);

  async function runSteps(name, serving, url) {
    const points = [];
    const rows = [];
    const watching = await watchPushes(db, serving.map((instance) => instance.url), adminToken);
    for (const concurrency of steps) {
      const cpuBefore = serving.map((i) => cpuSecondsOf(i.pid));
      const pgBefore = postgresCpu();
      const samples = await drive(url, concurrency);
      const apiCpu = serving.reduce((sum, instance, i) => sum + cpuSecondsOf(instance.pid) - cpuBefore[i], 0);
      const pgCpu = postgresCpuSince(pgBefore);
      const figures = summarise(samples, seconds);
      points.push({ concurrency, perSecond: figures.all.perSecond, p99: figures.all.p99 });
      rows.push([
        concurrency,
        `${rate(figures.all.perSecond)} req/s`,
        ms(figures.all.p50),
        ms(figures.all.p99),
        ...['browse', 'cart', 'order'].map((k) => `${rate(figures[k].perSecond)}/s, p99 ${ms(figures[k].p99)}`),
        figures.all.errors,
        `${apiCpu.toFixed(1)} s / ${pgCpu.toFixed(1)} s`,
      ]);
    }
    const knee = points.find((p) => p.p99 > 200);
    console.log(`\n## ${name}\n`);
    console.log(table(['shoppers', 'throughput', 'p50', 'p99', 'browse', 'cart', 'order', 'errors', `CPU API / PostgreSQL in ${seconds} s`], rows));
    console.log(knee ? `p99 first passes 200 ms at ${knee.concurrency} shoppers` : `p99 stayed under 200 ms up to ${steps.at(-1)} shoppers`);
    return { name, points, pushes: await watching.finish() };
  }

  async function drive(url, concurrency) {
    const samples = [];
    const until = Date.now() + seconds * 1000;
    let nextCustomer = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        const customer = customers[nextCustomer++ % customers.length];
        while (Date.now() < until) {
          const kind = pickKind();
          const started = performance.now();
          const ok = await act(url, customer, kind).catch(() => false);
          samples.push({ kind, ms: performance.now() - started, ok });
        }
      }),
    );
    return samples;
  }

  async function act(url, customer, kind) {
    const auth = { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' };
    if (kind === 'browse') {
      const which = Math.random();
      const path =
        which < 0.4 ? '/api/products' : which < 0.7 ? `/api/products/category/${categories[Math.floor(Math.random() * categories.length)]}` : which < 0.9 ? '/api/products/search?q=milk' : `/api/products/${products[Math.floor(Math.random() * products.length)]._id}`;
      const answer = await fetch(`${url}${path}`);
      await answer.arrayBuffer();
      return answer.ok;
    }
    if (kind === 'cart') {
      const product = products[Math.floor(Math.random() * 24)];
      const answer = await fetch(`${url}/api/cart/add`, { method: 'POST', headers: auth, body: JSON.stringify({ productId: product._id, quantity: 1 + Math.floor(Math.random() * 3) }) });
      await answer.arrayBuffer();
      return answer.ok;
    }
    // An order from whatever the cart holds (a line is added first if it is empty), as the checkout sends it.
    let cart = await (await fetch(`${url}/api/cart`, { headers: auth })).json();
    if (cart.products.length === 0) cart = await (await fetch(`${url}/api/cart/add`, { method: 'POST', headers: auth, body: JSON.stringify({ productId: products[0]._id, quantity: 1 }) })).json();
    const items = cart.products.map((l) => ({ productId: l.productId._id, name: l.productId.name, image: l.productId.image, variant: l.productId.variant, price: l.productId.price, quantity: l.quantity }));
    const answer = await fetch(`${url}/api/user-orders`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': randomBytes(12).toString('hex') },
      body: JSON.stringify({
        addressId: customer.addressId, paymentMethod: 'COD', items, itemsTotal: cart.itemsTotal, deliveryCharge: cart.deliveryCharge,
        handlingCharge: cart.handlingCharge, tipAmount: cart.tipAmount, donationAmount: cart.donationAmount, grandTotal: cart.grandTotal, paymentStatus: 'pending',
      }),
    });
    await answer.arrayBuffer();
    return answer.ok;
  }
} finally {
  await db.end().catch(() => undefined);
  await Promise.all(instances.map(stopInstance));
  await scratch.drop();
}

/** An admin written straight into the database, for the admin sockets that count pushes. */
async function prepareAdmin(db) {
  const id = `6a0000${randomBytes(9).toString('hex')}`;
  await db.query(`INSERT INTO users (id, name, phone, password_hash, role) VALUES ($1, 'Bench Admin', '5999999999', 'unused', 'admin')`, [id]);
  const [sid] = await openSessions(db, [id]);
  return tokenFor(id, sid, secrets.JWT_SECRET, 'admin');
}

function describePushes(p) {
  return `${p.notifications} notifications × ${p.sockets} sockets: ${p.delivered} delivered, ${p.missing} missing, ${p.duplicates} duplicates`;
}

/** Customers written straight into the database (one shared, unused hash), each with a saved Patna address. */
async function prepareCustomers(db, url, count) {
  const ids = Array.from({ length: count }, (_, n) => `6b0000${String(n).padStart(6, '0')}${randomBytes(6).toString('hex')}`);
  await db.query(
    `INSERT INTO users (id, name, phone, password_hash, role) SELECT id, 'Bench Shopper ' || n, '5' || lpad(n::text, 9, '0'), 'unused', 'customer' FROM unnest($1::text[]) WITH ORDINALITY AS u(id, n)`,
    [ids],
  );
  const sessions = await openSessions(db, ids);
  const customers = ids.map((id, n) => ({ id, token: tokenFor(id, sessions[n], secrets.JWT_SECRET) }));
  for (const customer of customers) {
    const answer = await fetch(`${url}/api/addresses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ addressType: 'Home', building: 'Flat 4B', locality: 'Boring Road, Patna', contactName: 'Bench Shopper' }),
    });
    customer.addressId = (await answer.json())._id;
  }
  return customers;
}
