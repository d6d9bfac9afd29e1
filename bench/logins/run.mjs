#!/usr/bin/env node
// bench/logins: successful logins per second (argon2id at the shop's parameters) while GET /api/products
// runs at a steady rate, and, as the baseline in the same run, that same GET /api/products load alone.
// Logins come from one address, as from one shared mobile NAT: the limiter counts failures only, and
// a successful login removes its own attempt, so no limit is reached (any 429 would be printed).
// Usage: npm run bench:logins [-- --seconds 10 --login-connections 8 --products-rate 200 --accounts 400]
import { startBenchShop } from '../shared/bench-shop.mjs';
import { benchHeader, loadAverage, ms, pool, rate, table } from '../shared/figures.mjs';
import { runLoad } from '../shared/load.mjs';
import { benchOptions } from '../shared/options.mjs';
import { loginAccounts } from './accounts.mjs';

const { seconds, loginConnections, productsRate, productsConnections, accounts: accountCount, warmup } = benchOptions({
  seconds: 10,
  'login-connections': 8,
  'products-rate': 200,
  'products-connections': 16,
  accounts: 400,
  warmup: 3,
});

const shop = await startBenchShop();
try {
  const accounts = await loginAccounts(shop, accountCount);
  const logins = (duration) => runLoad(shop.url, { connections: loginConnections, duration }, { module: new URL('./login-requests.mjs', import.meta.url).href, data: { accounts } });
  // A steady rate rather than as fast as it goes: the question is what logins do to shoppers' reads.
  const browse = (duration) => runLoad(`${shop.url}/api/products`, { connections: productsConnections, overallRate: productsRate, duration });
  // The parameters as stored with the hashes (argon2's PHC string), so the figure says what it measured.
  const [{ password_hash: hash }] = await shop.db.query(`SELECT password_hash FROM users WHERE phone = $1`, [accounts[0].phone]);
  const params = hash.split('$').slice(0, 4).join('$');
  console.log(benchHeader('logins bench', shop.postgres));
  console.log(`password hashes: ${params} (libuv pool: ${process.env.UV_THREADPOOL_SIZE ?? 4} threads)`);
  console.log(`${accountCount} accounts; logins at ${loginConnections} connections; GET /api/products at ${productsRate} req/s over ${productsConnections} connections; ${seconds} s each phase after ${warmup} s of warm-up`);

  await Promise.all([logins(warmup), browse(warmup)]);
  const alone = pool([await browse(seconds)]);
  const [loginRun, browseRun] = await Promise.all([logins(seconds), browse(seconds)]);
  const [l, b] = [pool([loginRun]), pool([browseRun])];
  if (l.failed + b.failed + alone.failed > 0) {
    console.log(`failed responses: logins ${JSON.stringify(l.statuses)}, products ${JSON.stringify(b.statuses)}, products alone ${JSON.stringify(alone.statuses)}`);
  }
  const successful = (l.statuses[200] ?? 0) / loginRun.seconds;
  console.log(table(
    ['measure', 'figure', 'target'],
    [
      ['successful logins/s (with products load)', `**${successful.toFixed(1)}** (${l.statuses[200] ?? 0} in ${loginRun.seconds.toFixed(2)} s; login p50 ${ms(l.p50)}, p99 ${ms(l.p99)})`, '≥ 50'],
      ['GET /api/products p99, logins running', `**${ms(b.p99)}** (p50 ${ms(b.p50)}, ${rate(b.perSecond)} req/s)`, '< 50 ms'],
      ['GET /api/products p99, no logins (baseline)', `${ms(alone.p99)} (p50 ${ms(alone.p50)}, ${rate(alone.perSecond)} req/s)`, '—'],
    ],
  ));
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  await shop.close();
}
