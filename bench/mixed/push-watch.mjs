import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const clientsScript = fileURLToPath(new URL('../push/clients.mjs', import.meta.url));
const NOTIFIED = ['OrderPlaced', 'PaymentSucceeded', 'PaymentFailed'];

/**
 * Admin sockets on every instance (bench/push's client process, `perInstance` sockets each) while a
 * step runs; `finish` then checks that each socket got every notification committed meanwhile, once:
 * an order placed through one instance must reach the admins of the other too.
 */
export async function watchPushes(db, urls, adminToken, perInstance = 2) {
  const [{ position: from }] = (await db.query(`SELECT coalesce(max(global_position), 0)::text AS position FROM es_events`)).rows;
  const watchers = await Promise.all(urls.map((url) => startClients(url, adminToken, perInstance)));
  return {
    async finish() {
      // The last commits' pushes are still on their way for a moment.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const { rows } = await db.query(
        `SELECT event_id FROM es_events WHERE global_position > $1::bigint AND event_type = ANY($2::text[])`,
        [from, NOTIFIED],
      );
      const expected = new Set(rows.map((row) => row.event_id));
      let delivered = 0;
      let missing = 0;
      let duplicates = 0;
      for (const arrivals of await Promise.all(watchers.map((watcher) => watcher.report()))) {
        for (const id of expected) {
          const times = arrivals.get(id)?.length ?? 0;
          delivered += times;
          missing += Math.max(0, perInstance - times);
          duplicates += Math.max(0, times - perInstance);
        }
      }
      return { notifications: expected.size, sockets: urls.length * perInstance, delivered, missing, duplicates };
    },
  };
}

function startClients(url, token, count) {
  const child = fork(clientsScript, [url, token, String(count)]);
  const next = (type) => new Promise((resolve) => child.on('message', (message) => message.type === type && resolve(message)));
  return next('ready').then(() => ({
    async report() {
      const answer = next('arrivals');
      child.send({ type: 'report' });
      return new Map((await answer).arrivals);
    },
  }));
}
