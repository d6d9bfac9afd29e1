#!/usr/bin/env node
// bench/health: how soon GET /api/health reports a processor held back by an open transaction once
// it is 2 s behind (issue 15 target: within 5 s), on an idle shop and under a cart-writing load; and
// as the baseline in the same run, GET /api/health's own latency on the idle shop.
// Usage: npm run bench:health [-- --trials 5 --poll-ms 100 --connections 16 --baseline-seconds 3]
import { startBenchShop } from '../shared/bench-shop.mjs';
import { shelfProductIds } from '../shared/customers.mjs';
import { benchHeader, loadAverage, ms, percentile, pool, rate, table } from '../shared/figures.mjs';
import { runLoad } from '../shared/load.mjs';
import { benchOptions } from '../shared/options.mjs';
import { customersWithFilledCarts } from '../orders/filled-carts.mjs';
import { heldBackTrial } from './held-back-trial.mjs';

const { trials, pollMs, connections, baselineSeconds } = benchOptions({ trials: 5, 'poll-ms': 100, connections: 16, 'baseline-seconds': 3 });
if (trials < 1) throw new Error('--trials must be at least 1');

const shop = await startBenchShop();
try {
  // The first 2 × trials place the trials' orders; the rest keep changing their carts under load.
  const { customers, order } = await customersWithFilledCarts(shop, 2 * trials + 64);
  const shoppers = customers.slice(2 * trials);
  const cartLoad = { module: new URL('../cart/cart-requests.mjs', import.meta.url).href, data: { tokens: shoppers.map((c) => c.token), productIds: await shelfProductIds(shop, 24) } };
  console.log(benchHeader('health bench', shop.postgres));
  console.log(`${trials} trials idle and ${trials} under POST /api/cart/add at ${connections} connections; GET /api/health polled every ${pollMs} ms; baseline ${baselineSeconds} s of GET /api/health at 1 connection`);

  const baseline = pool([await runLoad(`${shop.url}/api/health`, { connections: 1, duration: baselineSeconds })]);
  const run = async (from) => {
    const outcomes = [];
    for (let i = 0; i < trials; i++) outcomes.push(await heldBackTrial(shop, customers[from + i], order, { pollMs }));
    return outcomes;
  };
  const idle = await run(0);
  // The load runs at most long enough for the trials (each takes 2-4 s) and is stopped when they end.
  const load = runLoad(shop.url, { connections, duration: trials * 4 + 5 }, cartLoad);
  const loaded = await run(trials);
  const cart = pool([await load.stop()]);

  const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
  const row = (name, outcomes) => {
    const delays = Float64Array.from(outcomes.map((o) => o.delayMs)).sort();
    const latencies = Float64Array.from(outcomes.flatMap((o) => o.latencies)).sort();
    return [name, seconds(percentile(delays, 50)), `**${seconds(delays.at(-1))}**${delays.at(-1) <= 5000 ? ' ✓' : ' ✗'}`, ms(percentile(latencies, 50)), ms(percentile(latencies, 99))];
  };
  console.log(table(
    ['held back, reported after falling 2 s behind', 'median', 'worst (target ≤ 5 s)', 'GET /api/health p50', 'p99'],
    [row(`idle shop (${trials} trials)`, idle), row(`under cart load (${trials} trials)`, loaded), ['GET /api/health on the idle shop (baseline)', '', '', ms(baseline.p50), ms(baseline.p99)]],
  ));
  console.log(`cart load meanwhile: ${rate(cart.perSecond)} req/s, p99 ${ms(cart.p99)}, ${cart.failed} failed; load average at the end: ${loadAverage()}`);
} finally {
  await shop.close();
}
