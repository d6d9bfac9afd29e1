import { bareAppend } from '../event-log/bare-append.mjs';

/**
 * The floor of bench/event-log, run here: `writers` loops appending one event each through `pool`
 * (a bare pg pool as large as the API's, 20), on streams of their own, for `seconds`. Answers in
 * the shape of a load run (see load.mjs), so the two pool and print alike.
 */
export async function bareAppends(pool, writers, seconds) {
  const latencies = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let i = 0; performance.now() < until; i++) {
        const t = performance.now();
        await bareAppend(pool, `bare-${writer}-${i % 50}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies, statuses: { 200: latencies.length }, errors: 0, timeouts: 0 };
}
