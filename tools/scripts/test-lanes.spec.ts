// npm test's lanes: steps of a phase side by side, each step's output whole, the counts of each step.
// The steps here are small node processes that print, wait and exit as a real step would.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPhases } from './test-lanes.mjs';

/** A step that prints `lines` one at a time, `gapMs` apart, then exits with `code`. */
const printing = (name: string, lines: string[], gapMs: number, code = 0, report?: string) => ({
  name,
  report,
  cmd: [
    process.execPath,
    '-e',
    `const lines = ${JSON.stringify(lines)}; let i = 0;
     const next = () => { if (i === lines.length) process.exit(${code}); console.log(lines[i++]); setTimeout(next, ${gapMs}); };
     next();`,
  ],
});

let logDir: string;
beforeEach(async () => {
  logDir = await mkdtemp(path.join(tmpdir(), 'test-lanes-'));
});
afterEach(() => rm(logDir, { recursive: true, force: true }));

async function run(phases: { name: string; cmd: string[]; report?: string; after?: string[] }[][][], counts: Record<string, { passed: number; failed: number }> = {}) {
  let printed = '';
  const results = await runPhases(phases, {
    cwd: logDir,
    env: process.env,
    logDir,
    readCounts: (name: string) => counts[name] ?? null,
    out: { write: (text: string) => (printed += text) },
  });
  return { results, printed };
}

describe('test lanes', () => {
  it('runs the lanes of a phase side by side and prints each step whole, never line by line in between', async () => {
    // Each step marks that it started, then waits for the other's mark: one after the other, neither could end.
    const meeting = (name: string, other: string, lines: string[]) => ({
      name,
      cmd: [
        process.execPath,
        '-e',
        `const fs = require('node:fs'); const path = require('node:path'); const lines = ${JSON.stringify(lines)};
         fs.writeFileSync(path.join(${JSON.stringify(logDir)}, '${name}.started'), '');
         let i = 0; const given = Date.now() + 20000;
         const next = () => {
           if (i < lines.length) console.log(lines[i++]);
           if (i === lines.length && fs.existsSync(path.join(${JSON.stringify(logDir)}, '${other}.started'))) process.exit(0);
           if (Date.now() > given) process.exit(9);
           setTimeout(next, 100);
         };
         next();`,
      ],
    });
    const { results, printed } = await run([[[meeting('alpha', 'beta', ['a1', 'a2', 'a3'])], [meeting('beta', 'alpha', ['b1', 'b2', 'b3'])]]]);

    expect(results.map((r) => [r.name, r.passed, r.failed])).toEqual(expect.arrayContaining([['alpha', 1, 0], ['beta', 1, 0]]));
    // The commands span lines here; what matters is that each step's lines come together, after its header.
    expect(printed.indexOf('\na1\na2\na3\n')).toBeGreaterThan(printed.indexOf('━━ alpha: '));
    expect(printed.indexOf('\nb1\nb2\nb3\n')).toBeGreaterThan(printed.indexOf('━━ beta: '));
    expect(await readFile(path.join(logDir, 'alpha.log'), 'utf8')).toBe('a1\na2\na3\n');
  });

  it('runs a lane in turn and the phases in order', async () => {
    const order: string[] = [];
    const { results } = await run([[[printing('first', ['1'], 10), printing('second', ['2'], 10)]], [[printing('third', ['3'], 10)]]]);
    for (const r of results) order.push(r.name);
    expect(order).toEqual(['first', 'second', 'third']);
  });

  it("starts a step that names another in `after` only once that one has ended, in whichever lane; a name not in the plan is not waited for", async () => {
    // The built step writes its mark just before it exits; the waiting step fails if the mark is not there yet.
    const mark = path.join(logDir, 'built.mark');
    const build = { name: 'build', cmd: [process.execPath, '-e', `setTimeout(() => { require('node:fs').writeFileSync(${JSON.stringify(mark)}, ''); }, 400)`] };
    const needsBuild = { name: 'needs build', after: ['build', 'not in this run'], cmd: [process.execPath, '-e', `process.exit(require('node:fs').existsSync(${JSON.stringify(mark)}) ? 0 : 4)`] };
    const { results } = await run([[[needsBuild], [build]]]);
    expect(results.map((r) => [r.name, r.failed])).toEqual([
      ['build', 0],
      ['needs build', 0],
    ]);
  });

  it('counts a step from its report, and a failing step without one as one failure', async () => {
    const { results } = await run([[[printing('counted', ['x'], 10, 1, 'counted')], [printing('plain', ['y'], 10, 3)]]], { counted: { passed: 7, failed: 2 } });
    const byName = Object.fromEntries(results.map((r) => [r.name, r]));
    expect([byName.counted.passed, byName.counted.failed]).toEqual([7, 2]);
    expect([byName.plain.passed, byName.plain.failed]).toEqual([0, 1]);
  });

  it('counts a step whose command cannot start as a failure', async () => {
    const { results } = await run([[[{ name: 'missing', cmd: [path.join(logDir, 'no-such-command')] }], [printing('other', ['z'], 10)]]]);
    expect(results.find((r) => r.name === 'missing')).toMatchObject({ passed: 0, failed: 1 });
  });

  it("reports each step's CPU seconds, its children's included, whichever lane ran beside it", async () => {
    // The step waits for a child that spins until it has used 0.4 s of CPU by its own count.
    const spin = `const start = process.cpuUsage(); for (;;) { const u = process.cpuUsage(start); if (u.user + u.system >= 400000) break; }`;
    const spinning = {
      name: 'spinning',
      cmd: [process.execPath, '-e', `require('node:child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(spin)}])`],
    };
    const { results } = await run([[[spinning], [printing('idle', ['i'], 10)]]]);
    const byName = Object.fromEntries(results.map((r) => [r.name, r]));
    if (process.platform !== 'linux') return; // /proc gives the figure; elsewhere it is left out
    expect(byName.spinning.cpuSeconds).toBeGreaterThanOrEqual(0.39);
    expect(byName.idle.cpuSeconds).toBeLessThan(byName.spinning.cpuSeconds);
  });
});
