import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
/* eslint-disable @nx/enforce-module-boundaries -- a benchmark measures the built API itself, so it imports its compiled modules */
import { createApp } from '../../apps/api/dist/create-app.js';
import { Sql } from '../../apps/api/dist/platform/database/sql-transaction.js';
import { createScratchDatabase } from '../event-log/scratch-database.mjs';

// Every request comes from this one address: the per-client budgets would measure 429s
// (docs/decisions.md#client-limits). bench/flood passes null: the shop's defaults, as deployed.
const NO_CLIENT_LIMITS = { newGuestCarts: null, guestCartAdds: null, searches: null, registrations: null, geocoding: null };

/**
 * The built shop on a database of its own on the local PostgreSQL, listening on a loopback port,
 * with the demo catalog seeded (the real 100-odd products, so payloads are the shop's own size).
 * The load comes from other processes (see load.mjs), so only the shop runs on this event loop.
 * `trustProxy`: as TRUST_PROXY, e.g. 'loopback' for a bench that names clients in X-Forwarded-For.
 */
export async function startBenchShop({ seedDemoData = true, trustProxy, clientLimits = NO_CLIENT_LIMITS } = {}) {
  const scratch = await createScratchDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jp-bench-'));
  // Given, as a deployment on PostgreSQL must give it, so the command-line tools can be given it too.
  const personalDataKey = randomBytes(32).toString('base64');
  const app = await createApp({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: { engine: 'postgres', url: scratch.url },
    webDistDir: null,
    logLevel: 'error',
    seedDemoData,
    jwtSecret: randomBytes(32).toString('hex'),
    // TRUST_PROXY: a bench that names its clients in X-Forwarded-For stands in for the proxy on loopback.
    ...(trustProxy ? { trustProxy } : {}),
    ...(clientLimits === null ? {} : { clientLimits }),
    personalDataKey,
  });
  const close = async () => {
    await app.close();
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen(0, '127.0.0.1');
    const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    const db = app.get(Sql);
    const [{ server_version: postgres }] = await db.query('SHOW server_version');
    return { app, url, db, databaseUrl: scratch.url, personalDataKey, postgres, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** fetch() against the shop, failing loudly on an unexpected status so a bench never measures errors. */
export async function call(url, method, route, { token, body, expect = 200 } = {}) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expect) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Runs `work` over `items` with at most `concurrency` at a time. */
export async function inParallel(items, concurrency, work) {
  let next = 0;
  const results = new Array(items.length);
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}
