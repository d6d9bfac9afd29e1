#!/usr/bin/env node
// bench/flood: a customer's GET /api/cart at a steady rate, alone and while one anonymous client floods
// guest cart starts and never-asked searches (issue 16 item 6), on the shop with its per-client budgets
// (the defaults, as deployed) and, in the same run, on the shop with the budgets off (as before them).
// Every flood request comes from this machine's one address, as one abusive client's would.
// Usage: npm run bench:flood [-- --seconds 10 --flood-rate 200 --flood-connections 32 --cart-rate 100 --customers 50]
import { startBenchShop } from '../shared/bench-shop.mjs';
import { customersWithTokens, shelfProductIds } from '../shared/customers.mjs';
import { call, inParallel } from '../shared/bench-shop.mjs';
import { benchHeader, loadAverage, ms, pool, rate, table } from '../shared/figures.mjs';
import { runLoad } from '../shared/load.mjs';
import { benchOptions } from '../shared/options.mjs';

const { seconds, floodConnections, floodRate, cartRate, cartConnections, customers: customerCount, warmup } = benchOptions({
  seconds: 10,
  'flood-connections': 32,
  // Requests per second the flooding client sends (a bot's pace); 0: as fast as 32 connections go.
  'flood-rate': 200,
  'cart-rate': 100,
  'cart-connections': 8,
  customers: 50,
  warmup: 2,
});

/** Baseline then flood on one shop; answers the figures and how many guest carts the flood left in the read model. */
async function measure(label, clientLimits) {
  const shop = await startBenchShop({ clientLimits });
  try {
    const customers = await customersWithTokens(shop, customerCount);
    const productIds = await shelfProductIds(shop, 24);
    await inParallel(customers, 8, (c) => call(shop.url, 'POST', '/api/cart/add', { token: c.token, body: { productId: productIds[0], quantity: 2 } }));
    const reads = (duration) =>
      runLoad(shop.url, { connections: cartConnections, overallRate: cartRate, duration }, { module: new URL('./cart-read-requests.mjs', import.meta.url).href, data: { tokens: customers.map((c) => c.token) } });
    const pace = floodRate > 0 ? { overallRate: floodRate } : {};
    const flood = (duration) => runLoad(shop.url, { connections: floodConnections, duration, ...pace }, { module: new URL('./flood-requests.mjs', import.meta.url).href, data: { productIds } });
    await reads(warmup);
    const alone = pool([await reads(seconds)]);
    const [underFlood, floodRun] = await Promise.all([reads(seconds), flood(seconds)]);
    const [cart, f] = [pool([underFlood]), pool([floodRun])];
    const [{ guests }] = await shop.db.query(`SELECT count(*)::int AS guests FROM cart_view WHERE cart_id LIKE 'cart-guest-%'`);
    return { label, alone, cart, flood: f, guests, postgres: shop.postgres };
  } finally {
    await shop.close();
  }
}

// The shop as deployed (CLIENT_LIMITS unset: the defaults), then with every budget off.
const limited = await measure('budgets on (defaults)', null);
const unlimited = await measure('budgets off', undefined);
console.log(benchHeader('flood bench', limited.postgres));
console.log('two shops on fresh databases, one after the other: budgets on, then off');
console.log(`GET /api/cart at ${cartRate} req/s over ${cartConnections} connections (${customerCount} customers); flood at ${floodRate > 0 ? `${floodRate} req/s over ` : 'full speed, '}${floodConnections} connections from one address; ${seconds} s per phase after ${warmup} s of warm-up`);
console.log(table(
  ['shop', 'GET /cart p99 alone', 'GET /cart p99 in flood', 'ratio', 'flood answers', 'guest carts made'],
  [limited, unlimited].map((r) => [
    r.label,
    `${ms(r.alone.p99)} (p50 ${ms(r.alone.p50)})`,
    `**${ms(r.cart.p99)}** (p50 ${ms(r.cart.p50)})`,
    `**${(r.cart.p99 / r.alone.p99).toFixed(2)}**`,
    `${rate(r.flood.perSecond)} req/s: ${Object.entries(r.flood.statuses).map(([s, n]) => `${n}×${s}`).join(', ')}`,
    String(r.guests),
  ]),
));
console.log(`load average at the end: ${loadAverage()}`);
