import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { backendCpuSince, mainThreadCpuSeconds, postgresCpu } from './process-cpu.mjs';

const loadProcess = fileURLToPath(new URL('./load-process.mjs', import.meta.url));

// Load processes between runs, kept for the next one (load-process.mjs): a bench measuring in short
// slices forked one per slice and route, each about 0.3 CPU-s of Node and autocannon starting on the
// machine it measures. An idle one holds no reference, so it never keeps the bench alive, and ends with it.
const idle = [];

function loadChild() {
  let kept = idle.pop();
  // One that ended while it waited (killed from outside) is left behind, not handed a phase.
  while (kept && !kept.connected) kept = idle.pop();
  const child = kept ?? fork(loadProcess, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.ref();
  child.channel?.ref();
  return child;
}

function putBack(child) {
  child.unref();
  child.channel?.unref();
  idle.push(child);
}

/**
 * HTTP load on `url` from a child process (autocannon: closed loop, `connections` requests in flight,
 * for `duration` seconds or `amount` requests, or at `overallRate` per second).
 * `scenario` is { module: file URL of a scenario module, data } for requests that differ per call.
 * The promise's `stop()` ends a timed run early: `duration` is then an upper bound, for a load that
 * should last as long as something else does (bench/health's trials).
 */
export function runLoad(url, options, scenario) {
  // `--warmup 0` asks for no warm-up: a phase of no time sends nothing (autocannon would run a second),
  // and no process is used for it.
  if (options.duration === 0) {
    const nothing = Promise.resolve({ seconds: 0, latencies: [], firsts: [], statuses: {}, errors: 0, timeouts: 0, requests: 0 });
    nothing.stop = () => nothing;
    return nothing;
  }
  const child = loadChild();
  let done = false;
  const finished = new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`load process exited with ${code}`));
    child.once('error', reject);
    child.once('exit', onExit);
    child.once('message', (run) => {
      done = true;
      child.off('error', reject);
      child.off('exit', onExit);
      putBack(child);
      resolve({ ...run, requests: run.latencies.length });
    });
    child.send({ url, options, scenario });
  });
  finished.stop = () => {
    if (!done && child.connected) child.send({ stop: true });
    return finished;
  };
  return finished;
}

/**
 * Runs `measure` (a load run or an in-process loop) and adds the CPU time this process spent
 * meanwhile (the shop and the floors run here and the load elsewhere, so on a machine shared with
 * other work, CPU per request is the figure the neighbours disturb least), of it its main thread's
 * (process-cpu.mjs, mainThreadCpuSeconds), and that of PostgreSQL's
 * backends connected to `db`'s database (the shop's and the floors' connections; other databases on
 * the server, other helpers' tests, are not counted: see backendCpuSince).
 */
export async function withCpu(measure, db) {
  const before = process.cpuUsage();
  const mainBefore = mainThreadCpuSeconds();
  const postgresBefore = postgresCpu();
  const run = await measure();
  const used = process.cpuUsage(before);
  const mainThreadCpuMs = (mainThreadCpuSeconds() - mainBefore) * 1000;
  const postgresSeconds = db ? await backendCpuSince(db, postgresBefore) : NaN;
  return { ...run, cpuMs: (used.user + used.system) / 1000, mainThreadCpuMs, postgresCpuMs: postgresSeconds * 1000 };
}
