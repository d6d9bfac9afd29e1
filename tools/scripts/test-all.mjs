#!/usr/bin/env node
// `npm test`: every check of the workspace in one run, ending with one line "N passed, N failed".
// Each step runs even when an earlier one failed, so one run shows everything that is wrong.
// `npm test -- api` runs only the steps whose name contains "api".
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childrenCpuSeconds, runPhases } from './test-lanes.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const results = path.join(root, 'tmp/test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};

const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, `${name}.json`)}`];
const jestJson = (name) => ['--json', `--outputFile=${path.join(results, `${name}.json`)}`];
// Two workers: the PGlite half spends much of its time waiting on WebAssembly start-up and I/O.
const jest = ['node', '--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '-c', 'apps/api/jest.config.mjs', '--maxWorkers=2'];

/** A step is a command; its tests are counted from a JSON report, or the step counts as one check. */
const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.'] },
  { name: 'typecheck', cmd: ['npx', 'nx', 'run-many', '-t', 'typecheck', '--outputStyle=static'] },
  { name: 'build', cmd: ['npx', 'nx', 'run-many', '-t', 'build', '--outputStyle=static'] },
  { name: 'web budget', cmd: ['node', 'tools/scripts/check-web-budget.mjs', '--sizes-only'] },
  { name: 'ui coverage', cmd: ['node', 'tools/scripts/check-ui-coverage.mjs'] },
  { name: 'unit', cmd: ['npx', 'vitest', 'run', ...vitestJson('unit')], report: 'unit' },
  // Every API spec on PostgreSQL; on PGlite the engine-parity subset (apps/api/test/engine-parity.mjs).
  // Each in batches of spec files sharing one module registry (apps/api/test/batches/spec-batches.mjs).
  { name: 'api on PostgreSQL', cmd: [...jest, ...jestJson('api-postgres')], env: { TEST_DB_ENGINE: 'postgres', TEST_BATCHES: '10' }, report: 'api-postgres' },
  { name: 'api on PGlite', cmd: [...jest, ...jestJson('api-pglite')], env: { TEST_DB_ENGINE: 'pglite', TEST_SPECS: 'engine-parity', TEST_BATCHES: '6' }, report: 'api-pglite', after: ['build'] },
  { name: 'stories', cmd: ['npx', 'vitest', 'run', '--config', 'stories/vitest.config.ts', ...vitestJson('stories')], report: 'stories' },
  { name: 'visual', cmd: ['npx', 'vitest', 'run', '--config', 'stories/visual/vitest.config.ts', ...vitestJson('visual')], report: 'visual' },
  { name: 'storybook build', cmd: ['node', 'stories/scripts/check-build.mjs', '--checks-only'], after: ['build'] },
  { name: 'e2e journeys', cmd: ['npx', 'vitest', 'run', '--config', 'e2e/vitest.config.ts', ...vitestJson('e2e')], report: 'e2e' },
];

// The order of the run (tools/scripts/test-lanes.mjs): two lanes side by side, a lane's steps in turn.
// The build comes first in its lane because the API's command specs spawn its tools, the budget reads
// the web bundle and the journeys serve it; the other lane's steps that need it (`after`) wait for it,
// and the rest start at once: until 2026-11-30 the whole first phase (typecheck, build, budget beside
// lint) ended before any test began, and the lint lane sat idle for its last 18 s. Measured in
// docs/decisions.md#fast-tests-per-worker.
const phases = [
  [
    ['typecheck', 'build', 'web budget', 'ui coverage', 'api on PostgreSQL', 'e2e journeys'],
    ['lint', 'unit', 'stories', 'visual', 'storybook build', 'api on PGlite'],
  ],
];
const byName = new Map(steps.map((step) => [step.name, step]));
const placed = phases.flat(2);
const unplaced = steps.filter((step) => !placed.includes(step.name)).map((step) => step.name);
if (unplaced.length || placed.some((name) => !byName.has(name))) throw new Error(`test-all: steps and phases disagree (${unplaced.join(', ') || placed.filter((name) => !byName.has(name)).join(', ')})`);

const only = process.argv.slice(2);
const chosen = (name) => only.length === 0 || only.some((o) => name.includes(o));
const plan = phases
  .map((lanes) => lanes.map((lane) => lane.filter(chosen).map((name) => byName.get(name))).filter((lane) => lane.length > 0))
  .filter((lanes) => lanes.length > 0);
const started = Date.now();
const ran = await runPhases(plan, { cwd: root, env, logDir: results, readCounts });
// In the steps' own order, whatever order they ended in.
const summary = steps.map((step) => ran.find((result) => result.name === step.name)).filter(Boolean);

console.log('\n━━ summary');
for (const s of summary) {
  const cpu = s.cpuSeconds === null ? '' : `, ${s.cpuSeconds.toFixed(0).padStart(4)} s CPU`;
  console.log(`${s.failed ? '✗' : '✓'} ${s.name.padEnd(20)} ${String(s.passed).padStart(5)} passed ${String(s.failed).padStart(4)} failed  ${s.seconds.toFixed(0).padStart(4)} s${cpu}`);
}
printFailures(summary.filter((s) => s.failed > 0 && byName.get(s.name).report));
console.log(`in all ${((Date.now() - started) / 1000).toFixed(0)} s${stepsCpu()} (steps side by side: see tools/scripts/test-lanes.mjs)`);
const passed = summary.reduce((n, s) => n + s.passed, 0);
const failed = summary.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** The CPU time of the steps' processes (each step's own is in its line above). */
function stepsCpu() {
  const cpu = childrenCpuSeconds();
  return cpu === null ? '' : `, ${cpu.toFixed(0)} s CPU`;
}

/**
 * The failed tests by name, under the summary: CI keeps only the tail of a run, and "1 failed" alone
 * sent a session hunting for which of 800 tests it was. The first line of each failure's message too.
 */
function printFailures(failedSteps) {
  for (const s of failedSteps) {
    const failures = failedTests(byName.get(s.name).report);
    console.log(`━━ failed in ${s.name}`);
    for (const f of failures.slice(0, 20)) console.log(`  ✗ ${f.file} › ${f.title}\n      ${f.message}`);
    if (failures.length > 20) console.log(`  … and ${failures.length - 20} more (tmp/test-results/${byName.get(s.name).report}.json)`);
  }
}

/** Both reporters write testResults[].assertionResults[] with status, fullName and failureMessages. */
function failedTests(name) {
  try {
    const report = JSON.parse(readFileSync(path.join(results, `${name}.json`), 'utf8'));
    return report.testResults.flatMap((file) => {
      const where = path.relative(root, file.name);
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      // A file that failed before any test ran (a syntax error, a hook) has only its own message.
      if (failed.length === 0 && file.status === 'failed') return [{ file: where, title: '(the file)', message: firstLine(file.message) }];
      return failed.map((t) => ({ file: where, title: t.fullName ?? t.title, message: firstLine((t.failureMessages ?? []).join('\n')) }));
    });
  } catch {
    return [];
  }
}

function firstLine(text = '') {
  // eslint-disable-next-line no-control-regex -- the reporters' messages carry ANSI colour codes
  const line = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 300);
}

/** Vitest and jest both write the jest-style numPassedTests / numFailedTests fields. */
function readCounts(name) {
  try {
    const report = JSON.parse(readFileSync(path.join(results, `${name}.json`), 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  } catch {
    return null;
  }
}
