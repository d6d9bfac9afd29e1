#!/usr/bin/env node
// `npm run fuzz -- --runs 5000 --seed 7 [--engine pglite|postgres]`: the OpenAPI fuzzing suite
// (apps/api/test/security/fuzz-openapi.spec.ts) for longer than npm test runs it.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '2000' }, seed: { type: 'string', default: String(Date.now() % 1_000_000) }, engine: { type: 'string', default: 'postgres' } } });
for (const [name, value] of Object.entries({ runs: values.runs, seed: values.seed })) {
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, not ${value}`);
}
console.log(`fuzz: ${values.runs} runs, seed ${values.seed}, on ${values.engine} (repeat a failure with --seed ${values.seed})`);
const run = spawnSync(
  'node',
  ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '-c', 'apps/api/jest.config.mjs', 'apps/api/test/security/fuzz-openapi'],
  { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: values.runs, FUZZ_SEED: values.seed, TEST_DB_ENGINE: values.engine } },
);
process.exit(run.status ?? 1);
