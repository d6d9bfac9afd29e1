// One autocannon run in a process of its own, so the load's work never sits on the shop's event loop.
// The parent sends { url, options, scenario? }; a scenario module's default export turns JSON data
// (tokens, bodies) into autocannon's requests/setupClient, which cannot cross the process boundary.
// It answers with every response's latency (ms, unrounded) so slices can be merged into exact percentiles.
import autocannon from 'autocannon';

process.once('message', async ({ url, options, scenario }) => {
  const extra = scenario ? (await import(scenario.module)).default(scenario.data) : {};
  const latencies = [];
  const statuses = {};
  const started = performance.now();
  let lastAnswer = started;
  const instance = autocannon({ url, ...options, ...extra });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
    lastAnswer = performance.now();
  });
  const result = await instance;
  // Up to the last answer: autocannon notices a run of `amount` requests is over only at its next
  // one-second tick, so its own duration would count up to a second of nothing.
  process.send({ seconds: (lastAnswer - started) / 1000, latencies, statuses, errors: result.errors, timeouts: result.timeouts }, () => process.exit(0));
});
