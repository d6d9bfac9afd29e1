// Each `npm run bench:*` the README names, spawned with a tiny size: it must run to the end and print its
// figures. The benches make their own scratch databases on the local PostgreSQL whatever the engine under
// test, so they run once, in the PostgreSQL half of the API suite. What the figures say is bench/README.md's
// business, never a gate here (a figure swings with the machine's load).
import { jest } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeOnPostgres } from '../support/on-postgres.js';
import { npmRun } from './support/npm-commands.js';

jest.setTimeout(300_000);

const tiny: [script: string, args: string[], prints: RegExp][] = [
  ['bench:event-log', ['--events', '2000', '--seconds', '0.4'], /full rebuild: [\d,]+ events at \d+ events\/s .* read model identical to the processor's: true/],
  ['bench:catalog', ['--seconds', '0.5', '--slices', '1', '--connections', '2', '--warmup', '0'], /\| GET \/api\/products \([\d.]+ kB\) \| [\d,]+ req\/s.* \| \*\*[\d.]+\*\* \(target ≥ 1\.0\) [✓✗] \|/],
  ['bench:logins', ['--seconds', '1', '--login-connections', '1', '--products-rate', '10', '--accounts', '2', '--warmup', '0'], /\| successful logins\/s \(with products load\) \| \*\*[\d.]+\*\*/],
  ['bench:login-flood', ['--seconds', '1', '--attackers', '4', '--customer-rate', '4', '--warmup', '0'], /\| with its device cookie \| [\d.]+ ms .*\| \*\*[\d.]+ ms \(p50 [\d.]+ ms, \d+ logins\)\*\* [✓✗] \|/],
  ['bench:cart', ['--seconds', '0.5', '--slices', '1', '--connections', '2', '--floor-writers', '2', '--customers', '4', '--warmup', '0', '--busy', '1'], /\| POST \/api\/cart\/add @2 \| [\d,]+ req\/s \(\d+ requests, 0 failed\) \| \*\*[\d.]+\*\* .*\n\| floor: one round trip @2 \| [\d,]+ appends\/s \| 1\.00 \|/],
  ['bench:orders', ['--orders', '8', '--slices', '1', '--connections', '2', '--health-seconds', '0.5', '--floor-seconds', '0.5', '--warmup', '2'], /\| POST \/api\/user-orders, a hot product .* \| [\d,]+ orders\/s \(8 requests, 0 failed\) .* \| [\d.]+ ms \(its target is throughput, below\) .*\n\| POST \/api\/user-orders, overlapping .* \| [\d,]+ orders\/s \(8 requests, 0 failed\) .* \(target ≤ 100 ms\) [✓✗] .*\n\| POST \/api\/user-orders, disjoint .* \| [\d,]+ orders\/s \(8 requests, 0 failed\)[^]*\ndisjoint products \(\d+ products, 2 per order\): the first answer on each connection \(2, 2 a run\) p50 [\d.]+ ms, max [\d.]+ ms; the 6 answers after it on their connections p50 [\d.]+ ms, p99 [\d.]+ ms\nthe API process's CPU per order on its main thread: a hot product [\d.]+ ms of [\d.]+ ms; overlapping products [\d.]+ ms of [\d.]+ ms; disjoint products [\d.]+ ms of [\d.]+ ms; the rest on V8's compiler and collector threads\n8 packers beside the hot product's orders: \d+ orders finished in the [\d.]+ s its 8 orders took, \*\*[\d,]+ finishes\/s\*\*[^]*; the hot product \*\*[\d,]+ orders\/s\*\* beside them[^]*\nhot product: on hand \d+, reserved \d+ and picked [1-9]\d* for \d+ orders, available \d+, no oversell[^]*\noverlapping products: the most wanted in [\d.]+ % of the lines/],
  ['bench:push', ['--admins', '3', '--events', '3', '--interval', '20', '--warmup', '1'], /deliveries 9 of 9, missing 0, duplicates 0/],
  ['bench:rebuild', ['--events', '3000', '--customers', '4', '--connections', '1', '--idle-seconds', '1', '--slice-seconds', '0.5'], /\| POST \/api\/cart\/add p99 \| [\d.]+ ms \| \*\*[\d.]+ ms\*\* .*\n\| requests \(not 2xx\) \| \d+ \(0\) \| \d+ \(\*\*0\*\*\) \| \d+ \(\*\*0\*\*\)/],
  ['bench:flood', ['--seconds', '0.5', '--flood-rate', '20', '--flood-connections', '2', '--cart-rate', '10', '--cart-connections', '1', '--customers', '2', '--warmup', '0'], /\| budgets on \(defaults\) \| .* \| \d+ \|\n\| budgets off \| .* \| \d+ \|/],
  ['bench:health', ['--trials', '1', '--connections', '2', '--baseline-seconds', '0.5'], /\| under cart load \(1 trials\) \| [\d.]+ s \| \*\*[\d.]+ s\*\* [✓✗] \|/],
];

describeOnPostgres('the benchmarks, spawned with a tiny size', () => {
  it.each(tiny)('npm run %s runs to the end and prints its figures', async (script, args, prints) => {
    const result = await npmRun(script, args, {});
    if (result.code !== 0) throw new Error(`${script} exited ${result.code}\n${result.stdout}\n${result.stderr}`);
    expect(result.stdout).toMatch(prints);
  });

  it.each([
    ['fuzz', ['--runs', '20', '--seed', '7'], /fuzz openapi: 20 runs, seed 7, on postgres/],
    ['fuzz:money', ['--runs', '1', '--seed', '7'], /fuzz money: 1 runs, seed 7, on postgres[\s\S]*run 1: \[/],
  ])('npm run %s runs the suite with the runs and seed asked for', async (script, args, prints) => {
    const result = await npmRun(script, args, {}, 300_000);
    if (result.code !== 0) throw new Error(`${script} exited ${result.code}\n${result.stdout}\n${result.stderr}`);
    expect(`${result.stdout}${result.stderr}`).toMatch(prints);
  });

  it('a bench asked for --help lists its options with their defaults; one given a wrong option says what was wrong, without a stack', async () => {
    const help = await npmRun('bench:orders', ['--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run bench:orders -- \[--orders 1200\] .*\[--busy 0\] \[--packers 8\]$/m);
    for (const [args, says] of [
      [['--ordres', '8'], /Unknown option '--ordres'/],
      [['--orders', 'eight'], /--orders must be a number, 0 or more; got "eight"/],
      [['--steps', '8,x'], /--steps must be shopper counts separated by commas/],
    ] as const) {
      const refused = await npmRun(args[0] === '--steps' ? 'bench:mixed' : 'bench:orders', [...args], {});
      expect({ code: refused.code, says: says.test(refused.stderr), stack: /\n\s+at /.test(refused.stderr) }).toEqual({ code: 2, says: true, stack: false });
    }
  });

  it('npm run bench:mixed runs both setups and draws its plot where told', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jp-mixed-'));
    try {
      const plot = path.join(dir, 'mixed.svg');
      const result = await npmRun('bench:mixed', ['--steps', '2', '--seconds', '1', '--customers', '6', '--plot', plot], {});
      if (result.code !== 0) throw new Error(`bench:mixed exited ${result.code}\n${result.stdout}\n${result.stderr}`);
      expect(result.stdout).toMatch(/## two instances, round-robin/);
      expect(result.stdout).toMatch(/\d+ delivered, 0 missing, 0 duplicates/);
      expect(await readFile(plot, 'utf8')).toMatch(/^<svg /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
