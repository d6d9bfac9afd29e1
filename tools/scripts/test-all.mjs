#!/usr/bin/env node
// `npm test`: every check of the workspace in one run, ending with one line "N passed, N failed".
// Each step runs even when an earlier one failed, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  { name: 'api on PostgreSQL', cmd: [...jest, ...jestJson('api-postgres')], env: { TEST_DB_ENGINE: 'postgres' }, report: 'api-postgres' },
  { name: 'api on PGlite', cmd: [...jest, ...jestJson('api-pglite')], env: { TEST_DB_ENGINE: 'pglite', TEST_SPECS: 'engine-parity' }, report: 'api-pglite' },
  { name: 'stories', cmd: ['npx', 'vitest', 'run', '--config', 'stories/vitest.config.ts', ...vitestJson('stories')], report: 'stories' },
  { name: 'visual', cmd: ['npx', 'vitest', 'run', '--config', 'stories/visual/vitest.config.ts', ...vitestJson('visual')], report: 'visual' },
  { name: 'storybook build', cmd: ['node', 'stories/scripts/check-build.mjs', '--checks-only'] },
  { name: 'e2e journeys', cmd: ['npx', 'vitest', 'run', '--config', 'e2e/vitest.config.ts', ...vitestJson('e2e')], report: 'e2e' },
];

const only = process.argv.slice(2);
const summary = [];
for (const step of steps.filter((s) => only.length === 0 || only.some((o) => s.name.includes(o)))) {
  const started = Date.now();
  console.log(`\n━━ ${step.name}: ${step.cmd.join(' ')}`);
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...env, ...step.env } });
  const counts = step.report ? readCounts(step.report) : null;
  const ok = run.status === 0;
  const passed = counts ? counts.passed : ok ? 1 : 0;
  const failed = counts ? counts.failed + (ok || counts.failed > 0 ? 0 : 1) : ok ? 0 : 1;
  summary.push({ name: step.name, passed, failed, seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━ summary');
for (const s of summary) {
  console.log(`${s.failed ? '✗' : '✓'} ${s.name.padEnd(20)} ${String(s.passed).padStart(5)} passed ${String(s.failed).padStart(4)} failed  ${s.seconds.toFixed(0)} s`);
}
const passed = summary.reduce((n, s) => n + s.passed, 0);
const failed = summary.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** Vitest and jest both write the jest-style numPassedTests / numFailedTests fields. */
function readCounts(name) {
  try {
    const report = JSON.parse(readFileSync(path.join(results, `${name}.json`), 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  } catch {
    return null;
  }
}
