#!/usr/bin/env node
// bench/orders: POST /api/user-orders (COD, a fresh Idempotency-Key each, every customer's cart filled
// beforehand) at 32 connections, and as the baseline in the same run GET /api/health at as many
// connections (three small queries through the same stack), in alternating slices.
// Usage: npm run bench:orders [-- --orders 1200 --slices 2 --connections 32 --health-seconds 4 --warmup 200]
import { startBenchShop } from '../shared/bench-shop.mjs';
import { benchHeader, loadAverage, ms, pool, rate, table } from '../shared/figures.mjs';
import { runLoad, withCpu } from '../shared/load.mjs';
import { benchOptions } from '../shared/options.mjs';
import { shelfAfter } from '../shared/stock.mjs';
import { customersWithFilledCarts } from './filled-carts.mjs';

const { orders: orderCount, slices, connections, healthSeconds, warmup } = benchOptions({ orders: 1200, slices: 2, connections: 32, 'health-seconds': 4, warmup: 200 });

// autocannon refuses fewer requests than connections.
if (warmup < connections || orderCount / slices < connections) throw new Error(`--warmup and --orders / --slices must each be at least --connections (${connections})`);

const shop = await startBenchShop();
try {
  const prepared = Date.now();
  // A few spare customers per slice: autocannon may start a request or so per connection past `amount`.
  const spare = connections;
  const { customers, order, hot } = await customersWithFilledCarts(shop, warmup + orderCount + (slices + 1) * spare);
  console.log(benchHeader('orders bench', shop.postgres));
  console.log(`${customers.length} customers with filled carts prepared in ${((Date.now() - prepared) / 1000).toFixed(1)} s; ${connections} connections; ${orderCount} measured orders in ${slices} slices after ${warmup} unmeasured; GET /api/health ${healthSeconds} s in all`);

  let taken = 0;
  const placeOrders = (amount) => {
    const mine = customers.slice(taken, taken + amount + spare);
    taken += amount + spare;
    return runLoad(shop.url, { connections, amount }, { module: new URL('./order-requests.mjs', import.meta.url).href, data: { customers: mine, order } });
  };
  const health = () => runLoad(`${shop.url}/api/health`, { connections, duration: healthSeconds / slices });

  await placeOrders(warmup);
  await health();
  const orders = [];
  const baseline = [];
  for (let slice = 0; slice < slices; slice++) {
    baseline.push(await withCpu(health));
    orders.push(await withCpu(() => placeOrders(orderCount / slices)));
  }
  const [o, h] = [pool(orders), pool(baseline)];
  if (o.failed + h.failed > 0) console.log(`failed responses: orders ${JSON.stringify(o.statuses)}, health ${JSON.stringify(h.statuses)}`);
  const [{ placed }] = await shop.db.query(`SELECT count(*)::int AS placed FROM es_events WHERE event_type = 'OrderPlaced'`);
  console.log(table(
    ['measure', 'throughput', 'p50', 'p99', 'CPU per request: API process', 'PostgreSQL'],
    [
      ['POST /api/user-orders (target p99 ≤ 100 ms)', `${rate(o.perSecond)} orders/s (${o.requests} requests, ${o.failed} failed)`, ms(o.p50), `**${ms(o.p99)}**`, ms(o.cpuPerRequest), ms(o.postgresCpuPerRequest)],
      ['GET /api/health (baseline)', `${rate(h.perSecond)} req/s`, ms(h.p50), ms(h.p99), ms(h.cpuPerRequest), ms(h.postgresCpuPerRequest)],
    ],
  ));
  console.log(`OrderPlaced events in the log: ${placed}; load average at the end: ${loadAverage()}`);
  // The hot product (2 in every order): reserved must be exactly 2 per order placed, never more than came in.
  const shelf = await shelfAfter(shop.db, hot);
  const oversold = shelf.reserved !== placed * 2 || shelf.reserved > shelf.on_hand || shelf.available < 0;
  console.log(`hot product: on hand ${shelf.on_hand}, reserved ${shelf.reserved} for ${placed} orders, available ${shelf.available}${oversold ? ' — OVERSOLD OR LOST' : ', no oversell'}`);
} finally {
  await shop.close();
}
