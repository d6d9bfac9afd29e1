#!/usr/bin/env node
// bench/rebuild: `npm run rebuild` (the real command, a process of its own) over a million shop events
// while the shop serves GET /api/user-orders and POST /api/cart/add; the same load idle first, then
// during the rebuild, in one run: the rebuild's events/s, each route's p99 idle and during, and how many
// answers were not 2xx (503s).
// Usage: npm run bench:rebuild [-- --events 1000000 --customers 64 --connections 8 --idle-seconds 10 --slice-seconds 2]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startBenchShop } from '../shared/bench-shop.mjs';
import { shelfProductIds } from '../shared/customers.mjs';
import { benchHeader, loadAverage, ms, pool, rate, table } from '../shared/figures.mjs';
import { runLoad } from '../shared/load.mjs';
import { benchOptions } from '../shared/options.mjs';
import { cloneJourneys, templateJourneys } from './cloned-journeys.mjs';

// --slice-seconds: the load's warm-up and each slice during a rebuild (a tiny log's rebuild ends in well under 2 s).
const { events: eventTarget, customers: customerCount, connections, idleSeconds, sliceSeconds } = benchOptions({ events: 1_000_000, customers: 64, connections: 8, 'idle-seconds': 10, 'slice-seconds': 2 });
const rebuildCli = fileURLToPath(new URL('../../apps/api/dist/tools/rebuild.js', import.meta.url));

const shop = await startBenchShop();
try {
  console.log(benchHeader('rebuild bench', shop.postgres));
  const seeding = Date.now();
  const customers = await templateJourneys(shop, customerCount);
  const cloned = await cloneJourneys(shop.db, customers, eventTarget);
  const [{ events }] = await shop.db.query(`SELECT count(*)::int AS events FROM es_events`);
  console.log(`${events.toLocaleString('en-US')} events in the log (${customerCount} shoppers' journeys through the API, ${cloned.perCopy} events in all, copied ${cloned.copies.toLocaleString('en-US')} times set-based) in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

  // The copies went straight into the log, so the live read models lack them: a first rebuild, with
  // no load, brings them level (and is the rebuild's figure on an idle shop).
  const levelling = await rebuild();
  console.log(`rebuild on an idle shop, levelling the read models: ${levelling.summary} (load average ${levelling.load})`);
  // The same idle rebuild, alternating the two paths on the level read models: SQL folds for the models
  // that have one (docs/decisions.md#rebuild-set-based), and every model in Node (`--replay-in-node`).
  const inNode = await rebuild(['--replay-in-node']);
  console.log(`rebuild on an idle shop, every model replayed in Node: ${inNode.summary} (load average ${inNode.load})`);
  // Idle, two fills at once: the most the 2 cores give a rebuild that has the machine to itself.
  const first = await rebuild(['--fills', '2']);
  console.log(`rebuild on an idle shop, set-based, 2 fills at once: ${first.summary} (load average ${first.load})`);

  const productIds = await shelfProductIds(shop, 12);
  const data = { tokens: customers.map((c) => c.token), productIds };
  const orders = { module: new URL('./order-list-requests.mjs', import.meta.url).href, data };
  const carts = { module: new URL('../cart/cart-requests.mjs', import.meta.url).href, data };
  const load = (seconds) => Promise.all([runLoad(shop.url, { connections, duration: seconds }, orders), runLoad(shop.url, { connections, duration: seconds }, carts)]);

  await load(sliceSeconds); // warm-up
  const idle = await load(idleSeconds);
  // During: slices of load back to back until the rebuild exits; the slice it exits in counts too. Twice:
  // with the command's default (one SQL fill at a time, which leaves a core to the shop) and with `--fills 2`.
  const duringRebuild = async (args) => {
    const slices = [];
    const running = rebuild(args);
    let finished = false;
    void running.then(() => (finished = true), () => (finished = true));
    while (!finished) slices.push(await load(sliceSeconds));
    return { run: await running, orders: pool(slices.map((d) => d[0])), carts: pool(slices.map((d) => d[1])) };
  };
  const oneFill = await duringRebuild([]);
  const second = await duringRebuild(['--fills', '2']);

  const [idleOrders, idleCarts] = [pool([idle[0]]), pool([idle[1]])];
  const verdict = (a, b) => `${(b.p99 / a.p99).toFixed(2)} ${b.p99 <= 2 * a.p99 ? '✓' : '✗'}`;
  const p99Of = (during, route, idleRoute) => `**${ms(during[route].p99)}** (${verdict(idleRoute, during[route])} × idle)`;
  const answers = ({ orders, carts }) => `${orders.requests + carts.requests} (**${orders.failed + carts.failed}**)`;
  console.log(`${customerCount} customers, ${connections} connections per route; idle ${idleSeconds} s, then ${sliceSeconds} s slices for as long as each rebuild ran`);
  console.log(table(
    ['measure', 'idle (2 fills at once)', 'during the rebuild (1 fill at a time, the default)', 'during, `--fills 2`', 'target'],
    [
      ['rebuild', first.rate, `**${oneFill.run.rate}**`, `**${second.run.rate}**`, '≥ 150,000 events/s'],
      ['rebuild, every model in Node', inNode.rate, '', '', ''],
      ['GET /api/user-orders p99', ms(idleOrders.p99), p99Of(oneFill, 'orders', idleOrders), p99Of(second, 'orders', idleOrders), '≤ 2 × idle'],
      ['POST /api/cart/add p99', ms(idleCarts.p99), p99Of(oneFill, 'carts', idleCarts), p99Of(second, 'carts', idleCarts), '≤ 2 × idle'],
      ['requests (not 2xx)', `${idleOrders.requests + idleCarts.requests} (${idleOrders.failed + idleCarts.failed})`, answers(oneFill), answers(second), '0 not 2xx'],
    ],
  ));
  for (const [name, during] of [['1 fill, the default', oneFill], ['--fills 2', second]]) {
    console.log(`statuses during (${name}): orders ${JSON.stringify(during.orders.statuses)}, carts ${JSON.stringify(during.carts.statuses)}`);
    if (Object.keys({ ...during.orders.statuses, ...during.carts.statuses }).some((s) => !s.startsWith('2'))) console.log(`some answers during the rebuild (${name}) were not 2xx`);
    console.log(`rebuild during load (${name}): ${during.run.summary} (load average at its start ${during.run.load})`);
  }
  console.log(second.run.tables);
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  await shop.close();
}

/**
 * `node --max-semi-space-size=64 apps/api/dist/tools/rebuild.js [args]` (what `npm run rebuild` runs once
 * built) against the shop's database. The flag is the npm script's too: a larger young generation
 * lets the replay's short-lived rows die young (docs/decisions.md#rebuild-lean-reads).
 */
function rebuild(args = []) {
  const load = loadAverage();
  const child = spawn(process.execPath, ['--max-semi-space-size=64', rebuildCli, ...args], {
    env: { ...process.env, DATABASE_URL: shop.databaseUrl, PERSONAL_DATA_KEY: shop.personalDataKey, LOG_LEVEL: 'warn', JWT_SECRET: '', PAYMENT_WEBHOOK_SECRET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`rebuild exited ${code}\n${stdout}\n${stderr}`));
      const replayed = /Replayed ([\d,]+) events in ([\d.]+) s \(([\d,]+) events\/s\)/.exec(stdout);
      if (!replayed) return reject(new Error(`rebuild printed no figure\n${stdout}`));
      const tables = stdout.split('\n').filter((line) => line.startsWith('  ')).join('\n');
      resolve({ rate: `${rate(Number(replayed[3].replaceAll(',', '')))} events/s`, summary: `${replayed[1]} events in ${replayed[2]} s (${replayed[3]} events/s)`, tables, load });
    }),
  );
}
