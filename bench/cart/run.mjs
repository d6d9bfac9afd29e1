#!/usr/bin/env node
// bench/cart: POST /api/cart/add on the built API at 64 connections (many customers, each with
// their own token, setting quantities), next to bench/event-log's bare-pg append at as many writers,
// in alternating slices of one run on one database.
// Usage: npm run bench:cart [-- --seconds 10 --slices 2 --connections 64 --customers 512 --warmup 3]
import pg from 'pg';
import { startBenchShop } from '../shared/bench-shop.mjs';
import { customersWithTokens, shelfProductIds } from '../shared/customers.mjs';
import { benchHeader, loadAverage, ms, pool, rate, table } from '../shared/figures.mjs';
import { runLoad, withCpu } from '../shared/load.mjs';
import { benchOptions } from '../shared/options.mjs';
import { bareAppends } from './bare-appends.mjs';

const { seconds, slices, connections, customers: customerCount, warmup } = benchOptions({ seconds: 10, slices: 2, connections: 64, customers: 512, warmup: 3 });

const shop = await startBenchShop();
// The same pool size as the API's own (platform/database/database.ts), so only the code path differs.
const barePool = new pg.Pool({ connectionString: shop.databaseUrl, max: 20 });
try {
  const customers = await customersWithTokens(shop, customerCount);
  const scenario = { module: new URL('./cart-requests.mjs', import.meta.url).href, data: { tokens: customers.map((c) => c.token), productIds: await shelfProductIds(shop, 24) } };
  const addToCarts = (duration) => runLoad(shop.url, { connections, duration }, scenario);
  console.log(benchHeader('cart bench', shop.postgres));
  console.log(`${connections} connections / bare writers, ${customerCount} customers, ${seconds} s per side in ${slices} alternating slices, after ${warmup} s of warm-up each`);

  await addToCarts(warmup);
  await bareAppends(barePool, connections, warmup);
  const api = [];
  const floor = [];
  for (let slice = 0; slice < slices; slice++) {
    api.push(await withCpu(() => addToCarts(seconds / slices)));
    floor.push(await withCpu(() => bareAppends(barePool, connections, seconds / slices)));
  }
  const [a, f] = [pool(api), pool(floor)];
  if (a.failed > 0) console.log(`failed responses: ${JSON.stringify(a.statuses)}`);
  const [{ events }] = await shop.db.query(`SELECT count(*)::int AS events FROM es_events WHERE stream_type = 'cart'`);
  console.log(table(
    ['measure', 'figure', 'p50', 'p99', 'CPU per command: API process', 'PostgreSQL'],
    [
      ['POST /api/cart/add', `${rate(a.perSecond)} req/s (${a.requests} requests, ${a.failed} failed)`, ms(a.p50), ms(a.p99), ms(a.cpuPerRequest), ms(a.postgresCpuPerRequest)],
      ['bare pg append (bench/event-log)', `${rate(f.perSecond)} commands/s`, ms(f.p50), ms(f.p99), ms(f.cpuPerRequest), ms(f.postgresCpuPerRequest)],
      ['ratio (target ≥ 0.4)', `**${(a.perSecond / f.perSecond).toFixed(2)}**`, '', '', '', ''],
    ],
  ));
  console.log(`cart events in the log: ${events}; load average at the end: ${loadAverage()}`);
} finally {
  await barePool.end();
  await shop.close();
}
