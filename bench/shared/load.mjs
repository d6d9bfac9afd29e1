import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { backendCpuSince, postgresCpu } from './process-cpu.mjs';

const loadProcess = fileURLToPath(new URL('./load-process.mjs', import.meta.url));

/**
 * HTTP load on `url` from a child process (autocannon: closed loop, `connections` requests in flight,
 * for `duration` seconds or `amount` requests, or at `overallRate` per second).
 * `scenario` is { module: file URL of a scenario module, data } for requests that differ per call.
 * The promise's `stop()` ends a timed run early: `duration` is then an upper bound, for a load that
 * should last as long as something else does (bench/health's trials).
 */
export function runLoad(url, options, scenario) {
  // `--warmup 0` asks for no warm-up: a phase of no time sends nothing (autocannon would run a second),
  // and no process is started for it (a tiny bench, as bench-commands.spec runs them, had up to four
  // such phases, each a Node process loading autocannon).
  if (options.duration === 0) {
    const nothing = Promise.resolve({ seconds: 0, latencies: [], statuses: {}, errors: 0, timeouts: 0, requests: 0 });
    nothing.stop = () => nothing;
    return nothing;
  }
  const child = fork(loadProcess, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const finished = new Promise((resolve, reject) => {
    child.once('message', (run) => resolve({ ...run, requests: run.latencies.length }));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load process exited with ${code}`)));
    child.send({ url, options, scenario });
  });
  finished.stop = () => {
    if (child.connected) child.send({ stop: true });
    return finished;
  };
  return finished;
}

/**
 * Runs `measure` (a load run or an in-process loop) and adds the CPU time this process spent
 * meanwhile (the shop and the floors run here and the load elsewhere, so on a machine shared with
 * other work, CPU per request is the figure the neighbours disturb least), and that of PostgreSQL's
 * backends connected to `db`'s database (the shop's and the floors' connections; other databases on
 * the server, other helpers' tests, are not counted: see backendCpuSince).
 */
export async function withCpu(measure, db) {
  const before = process.cpuUsage();
  const postgresBefore = postgresCpu();
  const run = await measure();
  const used = process.cpuUsage(before);
  const postgresSeconds = db ? await backendCpuSince(db, postgresBefore) : NaN;
  return { ...run, cpuMs: (used.user + used.system) / 1000, postgresCpuMs: postgresSeconds * 1000 };
}
