#!/usr/bin/env node
// The statements one POST /api/user-orders sends to PostgreSQL, each a round trip (a write to the socket
// and a wait for the answer): what bench/README.md counts when it weighs a placed order's CPU. It wraps
// pg's Client.prototype.query in this process, which runs the built shop, and prints every statement
// sent while one cash order of two lines is placed (the processors' polls that fall in the window too).
// Usage: node bench/orders/round-trips.mjs [--orders 2]
import pg from 'pg';
import { startBenchShop } from '../shared/bench-shop.mjs';
import { benchOptions } from '../shared/options.mjs';
import { customersWithDisjointCarts } from './filled-carts.mjs';

const { orders } = benchOptions({ orders: 2 });
const shop = await startBenchShop();
try {
  const { customers, order } = await customersWithDisjointCarts(shop, orders, {});
  let sent = null;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(config, ...rest) {
    sent?.push(typeof config === 'string' ? config : (config.text ?? config.name ?? '?'));
    return query.call(this, config, ...rest);
  };
  for (const customer of customers) {
    sent = [];
    const response = await fetch(`${shop.url}/api/user-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}`, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ ...(customer.order ?? order), addressId: customer.addressId }),
    });
    await response.text();
    const statements = sent;
    sent = null;
    console.log(`POST /api/user-orders ${response.status}: ${statements.length} statements sent while it ran`);
    for (const text of statements) console.log(`  ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  pg.Client.prototype.query = query;
} finally {
  await shop.close();
}
