import { randomUUID } from 'node:crypto';
import pg from 'pg';

const PROCESSOR = 'order-notifications:v1';
const LAG_LIMIT_MS = 2000;

/**
 * One trial: a session opens a transaction that writes (so it has an xid, the way a forgotten psql
 * session or a long migration does), then a customer places an order. The notifications processor
 * cannot read the OrderPlaced behind that transaction; from the moment it is 2 s behind (recorded_at
 * + 2 s), GET /api/health is polled every `pollMs` until it reports the processor held back with that
 * session as the holder. Returns that delay and the health answers' own latencies.
 */
export async function heldBackTrial(shop, customer, order, { pollMs }) {
  const holder = new pg.Client({ connectionString: shop.databaseUrl, application_name: 'bench-forgotten-session' });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    const { rows: [{ pid }] } = await holder.query('SELECT pg_backend_pid() AS pid, pg_current_xact_id()');
    const placed = await post(shop.url, '/api/user-orders', customer.token, { ...order, addressId: customer.addressId });
    const [{ recorded_at: recordedAt }] = await shop.db.query(`SELECT recorded_at FROM es_events WHERE stream_id = $1 AND stream_version = 1`, [`order-${placed.orderId}`]);
    const twoSecondsBehind = recordedAt.getTime() + LAG_LIMIT_MS;
    const latencies = [];
    for (;;) {
      const asked = performance.now();
      const report = await (await fetch(`${shop.url}/api/health`)).json();
      latencies.push(performance.now() - asked);
      const processor = report.processors.find((p) => p.id === PROCESSOR);
      if (processor.lag.heldBack && processor.lag.seconds > LAG_LIMIT_MS / 1000 && report.oldestTransaction?.pid === pid && report.status === 'degraded') {
        return { delayMs: Date.now() - twoSecondsBehind, latencies };
      }
      if (Date.now() - twoSecondsBehind > 60_000) throw new Error(`health did not report ${PROCESSOR} held back by pid ${pid} within a minute: ${JSON.stringify(report)}`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  } finally {
    await holder.query('ROLLBACK').catch(() => undefined);
    await holder.end();
    await caughtUp(shop.url);
  }
}

/** Until the processor has read what the held transaction kept from it. */
async function caughtUp(url) {
  for (let i = 0; i < 600; i++) {
    const report = await (await fetch(`${url}/api/health`)).json();
    if (report.processors.find((p) => p.id === PROCESSOR).lag.events === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${PROCESSOR} did not catch up within a minute`);
}

async function post(url, path, token, body) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
