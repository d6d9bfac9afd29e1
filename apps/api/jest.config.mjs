// The API is ESM (NestJS 12 ships ESM only), so jest runs in its native ESM mode
// (node --experimental-vm-modules) and swc compiles TypeScript with decorator metadata for Nest's DI.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiSpecFiles, writeSpecBatches } from './test/batches/spec-batches.mjs';
import { ENGINE_PARITY_SPECS, engineParityFiles } from './test/engine-parity.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const apiRoot = fileURLToPath(new URL('.', import.meta.url));
const parityOnly = process.env.TEST_SPECS === 'engine-parity';

// `TEST_BATCHES=N` (npm test's API steps) runs the specs as N batches, each one jest test file sharing
// one module registry (test/batches/spec-batches.mjs, docs/decisions.md#spec-batches); without it each
// spec is a test file of its own, as when one is run by path.
const batchCount = Number(process.env.TEST_BATCHES ?? 0);
// Not handed on to the workers: a spec that spawns jest itself (`npm run fuzz`) runs the one spec it names.
delete process.env.TEST_BATCHES;
const batchDir = path.join(root, 'tmp/api-batches', `${process.env.TEST_DB_ENGINE ?? 'pglite'}-${parityOnly ? 'parity' : 'all'}`);
const batches =
  batchCount > 0
    ? writeSpecBatches({ apiRoot, specs: parityOnly ? engineParityFiles(apiSpecFiles(apiRoot)) : apiSpecFiles(apiRoot), count: batchCount, dir: batchDir })
    : null;

export default {
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  // `TEST_SPECS=engine-parity` (npm test's PGlite step) runs only the specs where the engine matters
  // (test/engine-parity.mjs, docs/decisions.md#engine-parity); without it every spec runs, on the engine
  // TEST_DB_ENGINE names.
  testMatch: batches ?? (parityOnly ? ENGINE_PARITY_SPECS.map((spec) => `<rootDir>/${spec}`) : ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts']),
  ...(batches ? { roots: ['<rootDir>', batchDir], testSequencer: '<rootDir>/test/batches/batch-sequencer.mjs' } : {}),
  // The run's migrated template database, which each test app copies (test/support/migrated-template.ts).
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  moduleNameMapper: {
    '^@jhatpat/domain$': `${root}libs/domain/src/index.ts`,
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // @fastify/static (CommonJS) requires content-disposition 3, which is ESM only. Node 20.19 loads that
  // through require(esm); jest's own module loader cannot, so that one package is compiled to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  transform: {
    '/node_modules/content-disposition/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2023',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        },
        module: { type: 'es6' },
      },
    ],
  },
  // A deadline, not a speed gate: an embedded database migrating for a test app on a busy 2-core
  // machine took over 60 s in beforeAll hooks (CI of 2026-11-25), and at load 36 a seeded app's
  // beforeAll and 100 concurrent checkouts ran past 120 s (2026-11-28); speed is measured in bench/.
  // A passing test takes no longer for it; only a hung one is given up later.
  testTimeout: 300_000,
};
