import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

// Merging runs into one figure and printing it: slices measured apart (to spread the machine's
// changing load over both sides) are pooled, so p50/p99 are of every response, not an average.

/** Pools load runs: requests per second over their summed time, percentiles over all latencies. */
export function pool(runs) {
  const latencies = Float64Array.from(runs.flatMap((run) => run.latencies)).sort();
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const statuses = {};
  for (const run of runs) for (const [status, count] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  const errors = runs.reduce((sum, run) => sum + run.errors + run.timeouts, 0);
  const cpuMs = runs.reduce((sum, run) => sum + (run.cpuMs ?? NaN), 0);
  const postgresCpuMs = runs.reduce((sum, run) => sum + (run.postgresCpuMs ?? NaN), 0);
  const mainThreadCpuMs = runs.reduce((sum, run) => sum + (run.mainThreadCpuMs ?? NaN), 0);
  const firsts = Float64Array.from(runs.flatMap((run) => run.firsts ?? [])).sort();
  const later = allBut(latencies, firsts);
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    /** Each connection's first answer (in the figures above too) and the answers after it on its connection. */
    firstAnswers: { count: firsts.length, p50: percentile(firsts, 50), max: firsts.at(-1) ?? NaN },
    laterAnswers: { count: later.length, p50: percentile(later, 50), p99: percentile(later, 99) },
    /** CPU time of this process per request, when the runs were measured withCpu. */
    cpuPerRequest: cpuMs / latencies.length,
    /** Of it, the main thread's (JavaScript's); the rest is V8's compiler and collector threads and libuv's. */
    mainThreadCpuPerRequest: mainThreadCpuMs / latencies.length,
    /** CPU time of every PostgreSQL process per request, likewise. */
    postgresCpuPerRequest: postgresCpuMs / latencies.length,
    failed: errors + Object.entries(statuses).filter(([status]) => !status.startsWith('2')).reduce((sum, [, count]) => sum + count, 0),
    statuses,
  };
}

/** The sorted `all` without one occurrence of each value in the sorted `some` (a sub-multiset of it). */
function allBut(all, some) {
  const rest = [];
  let j = 0;
  for (const value of all) {
    if (j < some.length && value === some[j]) j += 1;
    else rest.push(value);
  }
  return Float64Array.from(rest);
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const ms = (value) => `${value.toFixed(1)} ms`;
export const rate = (value) => Math.round(value).toLocaleString('en-US');

/** A markdown table, so a run's output can be pasted into bench/README.md as it is. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The 1, 5 and 15 minute load averages: the machine is shared, so every run says how busy it was. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * Seconds a loop of 10⁸ additions takes in this process now: how fast the machine is at the start of a
 * run. The same 2 shared cores ran it 2 to 3 times slower on some days than on others (bench/README.md),
 * which a load average does not show (the neighbours are in other virtual machines), so each run says it
 * and figures of different runs can be told apart. Run as a script's top-level code in a context of its
 * own, it takes what `node -e 'let s = 0; for (let i = 0; i < 1e8; i++) s += i'` takes (about 0.5 s on a
 * fast day; the notes' "3×10⁸ additions" figures are three times it): in a function V8 compiles the loop
 * into a few instructions, 0.08–0.3 s, and how soon it does so swings more than the machine does.
 */
export function loopSeconds() {
  const started = process.hrtime.bigint();
  const sum = runInNewContext('let s = 0; for (let i = 0; i < 1e8; i++) s += i; s', {});
  if (sum !== 4_999_999_950_000_000) throw new Error(`the calibration loop summed ${sum}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** The header every bench prints: when, on what, how busy the machine was and how fast it ran then. */
export const benchHeader = (name, postgres) =>
  `# ${name}, ${new Date().toISOString()}, PostgreSQL ${postgres}, Node ${process.versions.node}, load average ${loadAverage()}, a loop of 10⁸ additions in ${loopSeconds().toFixed(2)} s`;
