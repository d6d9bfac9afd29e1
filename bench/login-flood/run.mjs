#!/usr/bin/env node
// bench/login-flood: a real customer's login latency while attackers flood POST /api/auth/login with
// random phones from random addresses (issue 16 finding 4), and, as the baseline in the same run, the
// same customer logins with no flood. The customer logs in at a steady rate twice over: from a fresh
// browser (no device cookie) and from one holding the device cookie of an earlier login.
// Usage: npm run bench:login-flood [-- --seconds 10 --attackers 64 --customer-rate 4 --warmup 2]
import { startBenchShop } from '../shared/bench-shop.mjs';
import { benchHeader, loadAverage, ms, pool, rate, table } from '../shared/figures.mjs';
import { runLoad } from '../shared/load.mjs';
import { benchOptions } from '../shared/options.mjs';
import { loginAccounts } from '../logins/accounts.mjs';

const { seconds, attackers, customerRate, warmup } = benchOptions({ seconds: 10, attackers: 64, 'customer-rate': 4, warmup: 2 });
const TARGET_P99_MS = 1000;
const client = '203.0.113.5';

const shop = await startBenchShop({ trustProxy: 'loopback' });
try {
  const [account] = await loginAccounts(shop, 1);
  const first = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(account),
  });
  if (first.status !== 200) throw new Error(`the customer's first login answered ${first.status}`);
  const cookie = first.headers.getSetCookie()[0].split(';')[0];

  const customer = (duration, withCookie) =>
    runLoad(shop.url, { connections: 1, overallRate: customerRate, duration }, {
      module: new URL('./customer-requests.mjs', import.meta.url).href,
      data: { account, client, cookie: withCookie ? cookie : null },
    });
  const bothCustomers = (duration) => Promise.all([customer(duration, false), customer(duration, true)]);
  const flood = (duration) => runLoad(shop.url, { connections: attackers, duration }, { module: new URL('./flood-requests.mjs', import.meta.url).href });

  console.log(benchHeader('login-flood bench', shop.postgres));
  console.log(`${attackers} attackers (random phones, random X-Forwarded-For) in a closed loop; one real customer logging in at ${customerRate}/s fresh and ${customerRate}/s with its device cookie; ${seconds} s per phase after ${warmup} s of warm-up`);

  if (warmup > 0) await bothCustomers(warmup);
  const [aloneFresh, aloneTrusted] = (await bothCustomers(seconds)).map((run) => pool([run]));
  // The flood starts first and outlasts the customer's phase, so every measured login meets it.
  const attack = flood(seconds + 2);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [floodFresh, floodTrusted] = (await bothCustomers(seconds)).map((run) => pool([run]));
  const attacked = pool([await attack]);

  const failed = [aloneFresh, aloneTrusted, floodFresh, floodTrusted].filter((run) => run.failed > 0);
  if (failed.length > 0) console.log(`customer logins not answered 200: ${failed.map((run) => JSON.stringify(run.statuses)).join(', ')}`);
  const p99 = (run) => `${ms(run.p99)} (p50 ${ms(run.p50)}, ${run.requests} logins)`;
  const verdict = (run) => (run.p99 <= TARGET_P99_MS && run.failed === 0 ? '✓' : '✗');
  console.log(table(
    ['real customer\'s login', 'p99, no flood (baseline)', 'p99 under the flood', 'target'],
    [
      ['fresh browser (no device cookie)', p99(aloneFresh), `**${p99(floodFresh)}** ${verdict(floodFresh)}`, `≤ ${TARGET_P99_MS} ms`],
      ['with its device cookie', p99(aloneTrusted), `**${p99(floodTrusted)}** ${verdict(floodTrusted)}`, `≤ ${TARGET_P99_MS} ms`],
    ],
  ));
  console.log(`attackers: ${rate(attacked.perSecond)} logins/s answered (p50 ${ms(attacked.p50)}, p99 ${ms(attacked.p99)}), statuses ${JSON.stringify(attacked.statuses)}`);
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  await shop.close();
}
