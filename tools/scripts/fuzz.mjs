#!/usr/bin/env node
// `npm run fuzz -- --runs 5000 --seed 7 [--engine pglite|postgres]`: the OpenAPI fuzzing suite
// (apps/api/test/security/fuzz-openapi.spec.ts) for longer than npm test runs it.
// `npm run fuzz:money -- --runs 5000 [--seed 7] [--engine …]`: the money invariants over random
// interleavings (apps/api/test/payments/money-invariants.spec.ts), printing every interleaving tried.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const suites = {
  openapi: { spec: 'apps/api/test/security/fuzz-openapi', env: (runs, seed) => ({ FUZZ_RUNS: runs, FUZZ_SEED: seed }), runs: '2000' },
  money: { spec: 'apps/api/test/payments/money-invariants', env: (runs, seed) => ({ MONEY_FUZZ_RUNS: runs, MONEY_FUZZ_SEED: seed, MONEY_FUZZ_VERBOSE: '1' }), runs: '500' },
};

const { values } = parseArgs({
  options: { suite: { type: 'string', default: 'openapi' }, runs: { type: 'string' }, seed: { type: 'string', default: String(Date.now() % 1_000_000) }, engine: { type: 'string', default: 'postgres' } },
});
const suite = suites[values.suite];
if (!suite) throw new Error(`--suite must be one of ${Object.keys(suites).join(', ')}, not ${values.suite}`);
const runs = values.runs ?? suite.runs;
for (const [name, value] of Object.entries({ runs, seed: values.seed })) {
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, not ${value}`);
}
if (values.engine !== 'postgres' && values.engine !== 'pglite') throw new Error(`--engine must be postgres or pglite, not ${values.engine}`);
console.log(`fuzz ${values.suite}: ${runs} runs, seed ${values.seed}, on ${values.engine} (repeat a failure with --seed ${values.seed})`);
const run = spawnSync('node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '-c', 'apps/api/jest.config.mjs', suite.spec], {
  stdio: 'inherit',
  env: { ...process.env, ...suite.env(runs, values.seed), TEST_DB_ENGINE: values.engine },
});
process.exit(run.status ?? 1);
