// One autocannon run in a process of its own, so the load's work never sits on the shop's event loop.
// The parent sends { url, options, scenario? }; a scenario module's default export turns JSON data
// (tokens, bodies) into autocannon's requests/setupClient, which cannot cross the process boundary.
// It answers with every response's latency (ms, unrounded) so slices can be merged into exact percentiles.
import autocannon from 'autocannon';

process.once('message', async ({ url, options, scenario }) => {
  const extra = scenario ? (await import(scenario.module)).default(scenario.data) : {};
  const latencies = [];
  const statuses = {};
  const totals = { errors: 0, timeouts: 0 };
  const started = performance.now();
  let lastAnswer = started;
  const run = async (runOptions) => {
    const instance = autocannon({ url, ...runOptions, ...extra });
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      lastAnswer = performance.now();
    });
    const result = await instance;
    totals.errors += result.errors;
    totals.timeouts += result.timeouts;
  };
  await run(options);
  // A timed phase drops the requests still in flight when its time is up. On a loaded machine a short
  // phase of slow requests (a login's password hash) can end with none answered, and a rate or a p99 of
  // nothing is NaN; so a timed phase that got no answer waits for one answer per connection, and its
  // time runs on to that answer (the figures stay answers per second of the phase, just a longer one).
  if (latencies.length === 0 && options.duration !== undefined) {
    const once = { ...options, amount: options.connections ?? 1 };
    delete once.duration;
    delete once.overallRate;
    await run(once);
  }
  // Up to the last answer: autocannon notices a run of `amount` requests is over only at its next
  // one-second tick, so its own duration would count up to a second of nothing.
  process.send({ seconds: (lastAnswer - started) / 1000, latencies, statuses, ...totals }, () => process.exit(0));
});
