#!/usr/bin/env node
// bench/orders: POST /api/user-orders (COD, a fresh Idempotency-Key each, every customer's cart filled
// beforehand) at 32 connections, for one hot product (every order wants it), for overlapping products
// (carts drawn from the same popular products) and for disjoint ones, each order reserving its lines on
// the products' stock streams; in the same run, in
// alternating slices, the one-round-trip floor (bench/shared/floors.mjs) at as many writers and
// GET /api/health (three small queries through the same stack). `--busy 1` keeps a core busy with a
// process of the bench's own.
// Usage: npm run bench:orders [-- --orders 1200 --slices 2 --connections 32 --health-seconds 4 --floor-seconds 4 --warmup 200 --busy 0 --packers 8]
import pg from 'pg';
import { startBenchShop } from '../shared/bench-shop.mjs';
import { busyLabel, startBusy } from '../shared/busy.mjs';
import { benchHeader, loadAverage, ms, pool, rate, table } from '../shared/figures.mjs';
import { floorAppends, oneRoundTripAppend } from '../shared/floors.mjs';
import { runLoad, withCpu } from '../shared/load.mjs';
import { benchOptions } from '../shared/options.mjs';
import { shelfAfter } from '../shared/stock.mjs';
import { customersWithDisjointCarts, customersWithFilledCarts, customersWithPopularCarts } from './filled-carts.mjs';
import { packingFloor } from './packers.mjs';

const { orders: orderCount, slices, connections, healthSeconds, floorSeconds, warmup, busy, packers } = benchOptions({
  orders: 1200,
  slices: 2,
  connections: 32,
  'health-seconds': 4,
  'floor-seconds': 4,
  warmup: 200,
  busy: 0,
  packers: 8,
});
// Issues 18 and 20: p99 at 32 connections ≤ 100 ms idle, ≤ 150 ms with --busy 1, for orders of overlapping and
// of disjoint products; a hot product (every order wants it) ≥ 150 orders/s. Issue 18 sets the hot product a
// throughput, not a p99: its orders take its shelf one after another (bench/README.md, "Three kinds of order").
const P99_TARGET_MS = busy > 0 ? 150 : 100;
const HOT_TARGET = 150;

// autocannon refuses fewer requests than connections.
if (warmup < connections || orderCount / slices < connections) throw new Error(`--warmup and --orders / --slices must each be at least --connections (${connections})`);

const shop = await startBenchShop();
// 20, not the API's pool size: the bare append flushes fastest with more writers in at once (docs/decisions.md#pool-size).
const barePool = new pg.Pool({ connectionString: shop.databaseUrl, max: 20 });
let stopBusy = () => {};
try {
  const prepared = Date.now();
  // A few spare customers per slice: autocannon may start a request or so per connection past `amount`.
  const spare = connections;
  const needed = warmup + orderCount + (slices + 1) * spare;
  // With packers, the hot product's orders run twice: alone, and beside packers finishing earlier ones.
  const hot = await customersWithFilledCarts(shop, packers > 0 ? 2 * needed : needed);
  const popular = await customersWithPopularCarts(shop, needed, { besides: hot.products });
  const disjoint = await customersWithDisjointCarts(shop, needed, { besides: hot.products });
  console.log(benchHeader('orders bench', shop.postgres));
  console.log(`${needed} customers with filled carts of each kind prepared in ${((Date.now() - prepared) / 1000).toFixed(1)} s; ${connections} connections; ${orderCount} measured orders of each kind in ${slices} slices after ${warmup} unmeasured of each; GET /api/health ${healthSeconds} s and the floor ${floorSeconds} s in all; ${busyLabel(busy)}`);

  const kinds = [
    { name: 'a hot product (one product in every order)', customers: hot.customers, order: hot.order, taken: 0, slices: [], p99Target: false },
    { name: `overlapping products (${popular.products.length} products by popularity, 2 per order)`, ...popular, taken: 0, slices: [], p99Target: true },
    { name: `disjoint products (${disjoint.products.length} products, 2 per order)`, ...disjoint, taken: 0, slices: [], p99Target: true },
  ];
  // The dark store packs what it takes (bench/README.md, "Packing beside the orders"): the hot product's
  // orders again, while packers finish earlier ones, each finish moving the hot shelf.
  const floorOfPackers = packers > 0 ? await packingFloor(shop, hot.hot) : null;
  if (floorOfPackers) kinds.push({ name: `a hot product beside ${packers} packers finishing earlier orders`, customers: hot.customers.slice(needed), order: hot.order, taken: 0, slices: [], p99Target: false, packed: [] });
  const placeOrders = (kind, amount) => {
    const mine = kind.customers.slice(kind.taken, kind.taken + amount + spare);
    kind.taken += amount + spare;
    return runLoad(shop.url, { connections, amount }, { module: new URL('./order-requests.mjs', import.meta.url).href, data: { customers: mine, order: kind.order } });
  };
  // As many orders readied (claimed, every line ticked: unmeasured) as will be placed, then finished beside them.
  const readyToFinish = (kind, amount) => (kind.packed ? floorOfPackers.ready(amount) : null);
  const placeBeside = async (kind, amount, readied) => {
    if (!readied) return placeOrders(kind, amount);
    const placing = placeOrders(kind, amount);
    const [run, packed] = await Promise.all([placing, floorOfPackers.finishWhile(readied, packers, placing)]);
    return { ...run, packed };
  };
  const health = () => runLoad(`${shop.url}/api/health`, { connections, duration: healthSeconds / slices });
  const floor = () => floorAppends(barePool, oneRoundTripAppend, connections, floorSeconds / slices, 'floor');

  stopBusy = startBusy(busy);
  for (const kind of kinds) await placeBeside(kind, warmup, await readyToFinish(kind, warmup));
  await health();
  await floor();
  const baseline = [];
  const floorSlices = [];
  for (let slice = 0; slice < slices; slice++) {
    baseline.push(await withCpu(health, shop.db));
    floorSlices.push(await withCpu(floor, shop.db));
    for (const kind of kinds) {
      const readied = await readyToFinish(kind, orderCount / slices);
      const run = await withCpu(() => placeBeside(kind, orderCount / slices, readied), shop.db);
      kind.slices.push(run);
      if (run.packed) kind.packed.push(run.packed);
    }
  }
  stopBusy();
  const [h, f] = [pool(baseline), pool(floorSlices)];
  const pooled = kinds.map((kind) => ({ kind, ...pool(kind.slices) }));
  for (const o of pooled) if (o.failed > 0) console.log(`failed responses, ${o.kind.name}: ${JSON.stringify(o.statuses)}`);
  if (h.failed > 0) console.log(`failed responses, health: ${JSON.stringify(h.statuses)}`);
  const mark = (ok) => (ok ? '✓' : '✗');
  console.log(table(
    ['measure', 'throughput', 'ratio to the floor', 'p50', 'p99', 'CPU per request: API process', 'PostgreSQL backends'],
    [
      ...pooled.map((o) => [
        `POST /api/user-orders, ${o.kind.name}`,
        `${rate(o.perSecond)} orders/s (${o.requests} requests, ${o.failed} failed)`,
        (o.perSecond / f.perSecond).toFixed(2),
        ms(o.p50),
        o.kind.p99Target ? `**${ms(o.p99)}** (target ≤ ${P99_TARGET_MS} ms) ${mark(o.p99 <= P99_TARGET_MS)}` : o.kind.packed ? ms(o.p99) : `${ms(o.p99)} (its target is throughput, below)`,
        ms(o.cpuPerRequest),
        ms(o.postgresCpuPerRequest),
      ]),
      [`floor: one round trip @${connections}`, `${rate(f.perSecond)} appends/s`, '1.00', ms(f.p50), ms(f.p99), ms(f.cpuPerRequest), ms(f.postgresCpuPerRequest)],
      ['GET /api/health', `${rate(h.perSecond)} req/s`, (h.perSecond / f.perSecond).toFixed(2), ms(h.p50), ms(h.p99), ms(h.cpuPerRequest), ms(h.postgresCpuPerRequest)],
    ],
  ));
  // The p99 above is of every answer. Each run opens its connections afresh, and the shop accepts one a turn of
  // its event loop: what that adds is told apart here, not taken out (bench/README.md, "The first answer
  // on each connection").
  const placedAlone = pooled.filter((o) => !o.kind.packed);
  for (const o of placedAlone) {
    const { firstAnswers: first, laterAnswers: later } = o;
    console.log(`${o.kind.name}: the first answer on each connection (${first.count}, ${connections} a run) p50 ${ms(first.p50)}, max ${ms(first.max)}; the ${later.count} answers after it on their connections p50 ${ms(later.p50)}, p99 ${ms(later.p99)}`);
  }
  // The API process's CPU apart from its main thread's is V8 compiling and collecting (and libuv's pool):
  // in the first thousand orders of a started shop the compiler alone was a fifth of it (bench/README.md,
  // "The JIT compiles through the measured orders").
  console.log(`the API process's CPU per order on its main thread: ${placedAlone.map((o) => `${o.kind.name.split(' (')[0]} ${ms(o.mainThreadCpuPerRequest)} of ${ms(o.cpuPerRequest)}`).join('; ')}; the rest on V8's compiler and collector threads`);
  // Its CPU per order above includes the packers' finishes beside it.
  for (const o of pooled.filter(({ kind }) => kind.packed)) {
    const finished = o.kind.packed.reduce((sum, run) => sum + run.finished, 0);
    const seconds = o.kind.packed.reduce((sum, run) => sum + run.seconds, 0);
    const ranOut = o.kind.packed.some((run) => run.ranOut) ? ' (they ran out of readied orders: a floor, not their pace)' : '';
    console.log(`${packers} packers beside the hot product's orders: ${finished} orders finished in the ${seconds.toFixed(1)} s its ${o.requests} orders took, **${rate(finished / seconds)} finishes/s**${ranOut}; the hot product **${rate(o.perSecond)} orders/s** beside them, ${rate(pooled[0].perSecond)} alone (${(o.perSecond / pooled[0].perSecond).toFixed(2)} ×); p99 ${ms(o.p99)}`);
  }
  const [{ placed }] = await shop.db.query(`SELECT count(*)::int AS placed FROM es_events WHERE event_type = 'OrderPlaced'`);
  console.log(`OrderPlaced events in the log: ${placed}; load average at the end: ${loadAverage()}`);
  // The hot product (2 in every such order): what is reserved and what the packers picked must be exactly 2 per
  // such order placed, never more than came in.
  const hotKind = pooled[0];
  const [{ hotPlaced }] = await shop.db.query(`SELECT count(*)::int AS "hotPlaced" FROM es_events WHERE event_type = 'OrderPlaced' AND data::text LIKE $1`, [`%${hot.hot}%`]);
  const [{ picked }] = await shop.db.query(`SELECT coalesce(sum((data->>'quantity')::int), 0)::int AS picked FROM es_events WHERE stream_id = $1 AND event_type = 'StockPicked'`, [`stock-${hot.hot}`]);
  const shelf = await shelfAfter(shop.db, hot.hot);
  const oversold = shelf.reserved + picked !== hotPlaced * 2 || shelf.reserved > shelf.on_hand || shelf.available < 0;
  console.log(`hot product: on hand ${shelf.on_hand}, reserved ${shelf.reserved} and picked ${picked} for ${hotPlaced} orders, available ${shelf.available}${oversold ? ' — OVERSOLD OR LOST' : ', no oversell'}; **${rate(hotKind.perSecond)} orders/s** (target ≥ ${HOT_TARGET}) ${mark(hotKind.perSecond >= HOT_TARGET && !oversold)}`);
  console.log(`overlapping products: the most wanted in ${(popular.mostWanted.share * 100).toFixed(1)} % of the lines, about ${Math.round(popular.mostWanted.share * 2 * connections)} of the ${connections} orders in flight`);
  const [{ below }] = await shop.db.query(`SELECT count(*)::int AS below FROM stock_view WHERE available < 0 OR reserved > on_hand`);
  console.log(`products with available below zero or reserved past on hand: ${below}`);
} finally {
  stopBusy();
  await barePool.end();
  await shop.close();
}
