#!/usr/bin/env node
// bench/push: commit -> admin socket latency of the order notifications, with N admin sockets on
// /admin (a child process) and OrderPlaced events appended one at a time by the running API.
// Usage: node bench/push/run.mjs [--admins 200] [--events 50] [--interval 100] [--warmup 5]   (needs `npm run build` first)
// The first --warmup orders are pushed but not measured (JIT and connection warm-up).
// For 1000 admins, raise the open-file limit first (ulimit -n 4096).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { JwtService } from '@nestjs/jwt';
/* eslint-disable @nx/enforce-module-boundaries -- a benchmark measures the built API itself, so it imports its compiled modules */
import { insertUser } from '../../apps/api/dist/identity/users.table.js';
import { Sql } from '../../apps/api/dist/platform/database/sql-transaction.js';
import { EventStore } from '../../apps/api/dist/platform/event-store/index.js';
import { newObjectId } from '../../apps/api/dist/platform/ids/object-id.js';
import { NEXT_ORDER_NUMBER, orderNumberFrom } from '../../apps/api/dist/ordering/order-number.js';
import { startBenchShop } from '../shared/bench-shop.mjs';
import { benchOptions } from '../shared/options.mjs';
import { openSessions } from '../shared/sessions.mjs';

const { admins, events, interval: intervalMs, warmup } = benchOptions({ admins: 200, events: 50, interval: 100, warmup: 5 });
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The shop with an empty catalog: the orders are appended straight to the log below.
const shop = await startBenchShop({ seedDemoData: false });
const { app, url } = shop;
let clients;
try {
  const admin = await insertUser(app.get(Sql), { name: 'Bench admin', phone: '9000000001', password: 'bench password 1', role: 'admin' });
  const [sid] = await openSessions(app.get(Sql), [admin.id]);
  const token = await app.get(JwtService).signAsync({ sub: admin.id, role: 'admin', sid });

  clients = fork(fileURLToPath(new URL('./clients.mjs', import.meta.url)), [url, token, String(admins)]);
  const fromClients = (type) =>
    new Promise((resolve) => {
      const heard = (m) => {
        if (m.type !== type) return;
        clients.off('message', heard);
        resolve(m);
      };
      clients.on('message', heard);
    });
  const connectStart = Date.now();
  await fromClients('ready');
  console.log(`# push bench, ${new Date().toISOString()}: ${admins} admin sockets connected in ${Date.now() - connectStart} ms; ${events} orders, one every ${intervalMs} ms (+${warmup} unmeasured)`);

  const store = app.get(EventStore);
  const committed = new Map();
  for (let i = 0; i < warmup + events; i++) {
    const orderId = newObjectId();
    // A number from the shop's own sequence, as a checkout takes one (docs/decisions.md#order-number).
    const orderNumber = orderNumberFrom(await app.get(Sql).query(NEXT_ORDER_NUMBER.text));
    const [event] = await store.append({ streamId: `order-${orderId}`, streamType: 'order' }, 'no_stream', [placed(orderId, orderNumber, admin.id)], { actorId: admin.id, role: 'customer' });
    if (i >= warmup) committed.set(event.eventId, now());
    await sleep(intervalMs);
  }
  // Every push is in flight by now; wait until each socket has had each order (a push's time is stamped
  // on arrival, so the wait changes no latency), for at most a minute on a loaded machine: what is still
  // missing then is reported missing.
  const expected = admins * (warmup + events);
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(100)) {
    const counted = fromClients('count');
    clients.send({ type: 'count' });
    if ((await counted).received >= expected) break;
  }
  const reported = fromClients('arrivals');
  clients.send({ type: 'report' });
  const { arrivals } = await reported;

  const latencies = [];
  let missing = 0;
  let extra = 0;
  const got = new Map(arrivals);
  for (const [id, at] of committed) {
    const times = got.get(id) ?? [];
    missing += Math.max(0, admins - times.length);
    extra += Math.max(0, times.length - admins);
    for (const t of times) latencies.push(t - at);
  }
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
  console.log(`deliveries ${latencies.length} of ${admins * events}, missing ${missing}, duplicates ${extra}`);
  console.log(`commit -> socket latency ms: p50 ${pct(50)}, p99 ${pct(99)}, max ${latencies.at(-1)?.toFixed(1)}`);
} finally {
  clients?.kill();
  await shop.close();
}

function placed(orderId, orderNumber, customerId) {
  return {
    type: 'OrderPlaced',
    data: {
      orderId,
      orderNumber,
      customerId,
      customerName: 'Bench Customer',
      customerPhone: '9876543210',
      items: [{ productId: newObjectId(), name: 'Milk', image: '', variant: '500 ml', pricePaise: 3000, quantity: 1 }],
      itemsTotalPaise: 3000,
      deliveryChargePaise: 0,
      handlingChargePaise: 200,
      tipPaise: 0,
      donationPaise: 100,
      grandTotalPaise: 3300,
      paymentMethod: 'COD',
      status: 'confirmed',
      paymentStatus: 'pending',
      address: { addressId: newObjectId(), contactName: 'Bench', contactPhone: null, details: 'Patna' },
      orderNotes: null,
      placedAt: new Date().toISOString(),
      estimatedDelivery: new Date().toISOString(),
    },
  };
}
