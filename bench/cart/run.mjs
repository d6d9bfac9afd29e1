#!/usr/bin/env node
// bench/cart: POST /api/cart/add on the built API at 64 connections (many customers, each with their
// own token, setting quantities), next to the floors of bench/shared/floors.mjs (the minimal durable
// append in one round trip, and bench/event-log's six-round-trip one) at 32 writers, in alternating
// slices of one run on one database. `--busy 1` keeps a core busy with a process of the bench's own.
// Usage: npm run bench:cart [-- --seconds 10 --slices 2 --connections 64 --floor-writers 32 --customers 512 --warmup 3 --busy 0]
import pg from 'pg';
import { startBenchShop } from '../shared/bench-shop.mjs';
import { busyLabel, startBusy } from '../shared/busy.mjs';
import { customersWithTokens, shelfProductIds } from '../shared/customers.mjs';
import { benchHeader, loadAverage, ms, pool, rate, table } from '../shared/figures.mjs';
import { FLOORS, floorAppends } from '../shared/floors.mjs';
import { runLoad, withCpu } from '../shared/load.mjs';
import { benchOptions } from '../shared/options.mjs';

const { seconds, slices, connections, floorWriters, customers: customerCount, warmup, busy } = benchOptions({
  seconds: 10,
  slices: 2,
  connections: 64,
  'floor-writers': 32,
  customers: 512,
  warmup: 3,
  busy: 0,
});
// Issue 20's targets: cart adds at 64 connections ≥ 0.25 × the one-round-trip floor at 32 writers, and
// at most 0.6 ms of the API process's CPU per cart add.
const RATIO_TARGET = 0.25;
const API_CPU_TARGET_MS = 0.6;

const shop = await startBenchShop();
// 20, not the API's pool size: the bare append flushes fastest with more writers in at once (docs/decisions.md#pool-size).
const barePool = new pg.Pool({ connectionString: shop.databaseUrl, max: 20 });
let stopBusy = () => {};
try {
  const customers = await customersWithTokens(shop, customerCount);
  const scenario = { module: new URL('./cart-requests.mjs', import.meta.url).href, data: { tokens: customers.map((c) => c.token), productIds: await shelfProductIds(shop, 24) } };
  const addToCarts = (duration) => runLoad(shop.url, { connections, duration }, scenario);
  const floors = Object.entries(FLOORS).map(([name, append], n) => ({ name, run: (duration) => floorAppends(barePool, append, floorWriters, duration, `floor${n}`), slices: [] }));
  console.log(benchHeader('cart bench', shop.postgres));
  console.log(`cart adds at ${connections} connections, floors at ${floorWriters} writers on a pool of 20, ${customerCount} customers, ${seconds} s per side in ${slices} alternating slices, after ${warmup} s of warm-up each; ${busyLabel(busy)}`);
  stopBusy = startBusy(busy);

  await addToCarts(warmup);
  for (const floor of floors) await floor.run(warmup);
  const api = [];
  for (let slice = 0; slice < slices; slice++) {
    api.push(await withCpu(() => addToCarts(seconds / slices), shop.db));
    for (const floor of floors) floor.slices.push(await withCpu(() => floor.run(seconds / slices), shop.db));
  }
  stopBusy();
  const a = pool(api);
  const [one, ...others] = floors.map((floor) => ({ name: floor.name, ...pool(floor.slices) }));
  if (a.failed > 0) console.log(`failed responses: ${JSON.stringify(a.statuses)}`);
  const [{ events }] = await shop.db.query(`SELECT count(*)::int AS events FROM es_events WHERE stream_type = 'cart'`);
  const ratio = a.perSecond / one.perSecond;
  const mark = (ok) => (ok ? '✓' : '✗');
  console.log(table(
    ['measure', 'figure', 'ratio to the one-round-trip floor', 'p50', 'p99', 'CPU per command: API process', 'PostgreSQL backends'],
    [
      [`POST /api/cart/add @${connections}`, `${rate(a.perSecond)} req/s (${a.requests} requests, ${a.failed} failed)`, `**${ratio.toFixed(2)}** (target ≥ ${RATIO_TARGET}) ${mark(ratio >= RATIO_TARGET)}`, ms(a.p50), ms(a.p99), `**${ms(a.cpuPerRequest)}** (target ≤ ${API_CPU_TARGET_MS} ms) ${mark(a.cpuPerRequest <= API_CPU_TARGET_MS)}`, ms(a.postgresCpuPerRequest)],
      ...[one, ...others].map((f) => [`floor: ${f.name} @${floorWriters}`, `${rate(f.perSecond)} appends/s`, (f.perSecond / one.perSecond).toFixed(2), ms(f.p50), ms(f.p99), ms(f.cpuPerRequest), ms(f.postgresCpuPerRequest)]),
    ],
  ));
  console.log(`cart events in the log: ${events}; load average at the end: ${loadAverage()}`);
} finally {
  stopBusy();
  await barePool.end();
  await shop.close();
}
