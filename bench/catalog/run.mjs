#!/usr/bin/env node
// bench/catalog: GET /api/products and GET /api/products/search?q=milk on the built API at 64
// connections, next to a bare Fastify endpoint serving the very same bytes from memory, both in this
// process and measured in alternating slices (so a change in the machine's load hits both sides).
// Usage: npm run bench:catalog [-- --seconds 10 --slices 2 --connections 64 --warmup 3 --busy 0]
import { startBenchShop } from '../shared/bench-shop.mjs';
import { busyLabel, startBusy } from '../shared/busy.mjs';
import { benchHeader, loadAverage, ms, pool, rate, table } from '../shared/figures.mjs';
import { runLoad, withCpu } from '../shared/load.mjs';
import { benchOptions } from '../shared/options.mjs';
import { startBareJsonServer } from './bare-json-server.mjs';

const { seconds, slices, connections, warmup, busy } = benchOptions({ seconds: 10, slices: 2, connections: 64, warmup: 3, busy: 0 });
const us = (milliseconds) => `${Math.round(milliseconds * 1000)} µs`;
// Issue 20: the list at least as fast as bare Fastify with its bytes; search (issue 4) at 0.7.
const routes = [
  ['/api/products', 1.0],
  ['/api/products/search?q=milk', 0.7],
];

const shop = await startBenchShop();
let bare;
try {
  const payloads = new Map();
  for (const [route] of routes) {
    const response = await fetch(`${shop.url}${route}`);
    if (response.status !== 200) throw new Error(`${route}: ${response.status}`);
    payloads.set(route, { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') });
  }
  bare = await startBareJsonServer(payloads);
  console.log(benchHeader('catalog bench', shop.postgres));
  console.log(`${connections} connections, ${seconds} s per side in ${slices} alternating slices, after ${warmup} s of warm-up each; ${busyLabel(busy)}`);
  const stopBusy = startBusy(busy);

  const rows = [];
  for (const [route, target] of routes) {
    const load = (base, duration) => runLoad(`${base}${route}`, { connections, duration });
    await load(shop.url, warmup);
    await load(bare.url, warmup);
    const api = [];
    const floor = [];
    for (let slice = 0; slice < slices; slice++) {
      api.push(await withCpu(() => load(shop.url, seconds / slices), shop.db));
      floor.push(await withCpu(() => load(bare.url, seconds / slices), shop.db));
    }
    const [a, f] = [pool(api), pool(floor)];
    if (a.failed + f.failed > 0) console.log(`${route}: failed responses, API ${JSON.stringify(a.statuses)}, bare ${JSON.stringify(f.statuses)}`);
    rows.push([
      `GET ${route} (${(payloads.get(route).body.length / 1024).toFixed(1)} kB)`,
      `${rate(a.perSecond)} req/s, p50 ${ms(a.p50)}, p99 ${ms(a.p99)}; CPU ${us(a.cpuPerRequest)}/req`,
      `${rate(f.perSecond)} req/s, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}; CPU ${us(f.cpuPerRequest)}/req`,
      `**${(a.perSecond / f.perSecond).toFixed(2)}** (target ≥ ${target.toFixed(1)}) ${a.perSecond / f.perSecond >= target ? '✓' : '✗'}`,
    ]);
  }
  console.log(table(['endpoint', 'API', 'bare Fastify, same bytes', 'ratio'], rows));
  stopBusy();
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  await bare?.close();
  await shop.close();
}
