// One autocannon run in a process of its own, so the load's work never sits on the shop's event loop.
// The parent sends { url, options, scenario? }; a scenario module's default export turns JSON data
// (tokens, bodies) into autocannon's requests/setupClient, which cannot cross the process boundary.
// It answers with every response's latency (ms, unrounded) so slices can be merged into exact percentiles.
import autocannon from 'autocannon';

process.once('message', async ({ url, options, scenario }) => {
  const extra = scenario ? (await import(scenario.module)).default(scenario.data) : {};
  const latencies = [];
  const statuses = {};
  const instance = autocannon({ url, ...options, ...extra });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  process.send({ seconds: result.duration, latencies, statuses, errors: result.errors, timeouts: result.timeouts }, () => process.exit(0));
});
