// autocannon runs in a process of its own, so the load's work never sits on the shop's event loop.
// The parent sends { url, options, scenario? } for each run and gets its figures back; the process then
// waits for the next run (load.mjs keeps it for the bench's next phase: starting Node and loading
// autocannon cost about 0.3 CPU-s, and a bench of short slices paid it twice a slice). A scenario module's
// default export turns JSON data (tokens, bodies) into autocannon's requests/setupClient, which cannot
// cross the process boundary. Each run answers with every response's latency (ms, unrounded), so slices
// can be merged into exact percentiles, and apart, the latency of each connection's first answer
// (`firsts`): autocannon opens its connections when a run starts, and a busy shop accepts one new
// connection a turn of its event loop (libuv since 1.45, Node 20), so those answers wait for the accept
// too (bench/README.md, "The first answer on each connection"). { stop: true } ends the current run
// early (a load meant to last as long as something else: load.mjs). The process ends when its parent
// does (the IPC channel closes).
import autocannon from 'autocannon';

let stopAsked = false;
let current = null;

process.on('message', (message) => {
  if (message?.stop) {
    stopAsked = true;
    current?.stop();
    return;
  }
  void runPhase(message).then(
    (figures) => process.send(figures),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
});
process.on('disconnect', () => process.exit(0));

async function runPhase({ url, options, scenario }) {
  stopAsked = false;
  const extra = scenario ? (await import(scenario.module)).default(scenario.data) : {};
  const latencies = [];
  const firsts = [];
  const answered = new WeakSet();
  const statuses = {};
  const totals = { errors: 0, timeouts: 0 };
  const started = performance.now();
  let lastAnswer = started;
  const run = async (runOptions) => {
    // autocannon looks at its stop flag only on its sampling tick, once a second by default: a 0.5 s phase
    // ran a full second at full load (a tiny bench spent most of its CPU there). A tenth of a second ends
    // a timed phase within 0.1 s of its time; the figures never used autocannon's per-tick samples.
    const instance = autocannon({ url, sampleInt: 100, ...runOptions, ...extra });
    current = instance;
    if (stopAsked) instance.stop();
    instance.on('response', (client, status, _bytes, ms) => {
      latencies.push(ms);
      // autocannon's client keeps its object across a reconnect; its socket is the connection.
      if (!answered.has(client.conn)) {
        answered.add(client.conn);
        firsts.push(ms);
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      lastAnswer = performance.now();
    });
    const result = await instance;
    current = null;
    totals.errors += result.errors;
    totals.timeouts += result.timeouts;
  };
  await run(options);
  // A timed phase drops the requests still in flight when its time is up. On a loaded machine a short
  // phase of slow requests (a login's password hash) can end with none answered, and a rate or a p99 of
  // nothing is NaN; so a timed phase that got no answer waits for one answer per connection, and its
  // time runs on to that answer (the figures stay answers per second of the phase, just a longer one).
  if (latencies.length === 0 && options.duration !== undefined && !stopAsked) {
    const once = { ...options, amount: options.connections ?? 1 };
    delete once.duration;
    delete once.overallRate;
    await run(once);
  }
  // Up to the last answer: autocannon notices a run of `amount` requests is over only at its next
  // one-second tick, so its own duration would count up to a second of nothing.
  return { seconds: (lastAnswer - started) / 1000, latencies, firsts, statuses, ...totals, loadPid: process.pid };
}
