import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SPEC_SECONDS, TYPICAL_SPEC_SECONDS } from './spec-seconds.mjs';

// npm test runs the API specs in batches (docs/decisions.md#spec-batches): each batch is one jest test
// file that imports a share of the spec files one after another, so they share one module registry.
// jest gives every test file a registry of its own, and importing the app's graph into a fresh one
// (644 modules of ours, about 1,300 of NestJS, TypeORM, Fastify and the rest) cost 1.6 CPU-seconds a
// file, most of a small spec's time. Each spec still starts its own app on its own database.
//
// Running a spec by path (`jest … test/cart/cart.spec.ts`) runs it alone, as before: jest.config.mjs
// only batches when TEST_BATCHES names how many batches to make.

/** Every API spec file, relative to apps/api and with forward slashes, in path order. */
export function apiSpecFiles(apiRoot) {
  return readdirSync(apiRoot, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.spec.ts') && !file.includes('node_modules/'))
    .sort();
}

/**
 * Shares `specs` among `count` batches, each as near the same length as the known lengths allow: the
 * longest spec first into the batch with least so far (spec-seconds.mjs). The batches come out longest
 * first, which is the order the sequencer hands them to jest's workers, so no long batch starts last.
 */
export function shareOut(specs, count) {
  const secondsOf = (spec) => SPEC_SECONDS[spec] ?? TYPICAL_SPEC_SECONDS;
  const batches = Array.from({ length: Math.max(1, Math.min(count, specs.length)) }, () => ({ seconds: 0, specs: [] }));
  const longestFirst = [...specs].sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b));
  for (const spec of longestFirst) {
    const shortest = batches.reduce((min, batch) => (batch.seconds < min.seconds ? batch : min));
    shortest.specs.push(spec);
    shortest.seconds += secondsOf(spec);
  }
  return batches.sort((a, b) => b.seconds - a.seconds).map((batch) => ({ ...batch, specs: batch.specs.sort() }));
}

/**
 * Writes one jest test file per batch into `dir` (emptied first) and returns their paths. A batch
 * imports its specs in turn: each spec's describe blocks, with their own beforeAll and afterAll, run
 * in that order, one spec's app closed before the next one's starts.
 */
export function writeSpecBatches({ apiRoot, specs, count, dir }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return shareOut(specs, count).map((batch, index) => {
    const file = path.join(dir, `batch-${String(index + 1).padStart(2, '0')}.spec.ts`);
    const imports = batch.specs.map((spec) => {
      const relative = path.relative(dir, path.join(apiRoot, spec)).split(path.sep).join('/');
      return `await import('${relative.startsWith('.') ? relative : `./${relative}`}');`;
    });
    writeFileSync(
      file,
      [
        `// Written by apps/api/test/batches/spec-batches.mjs for this run: ${batch.specs.length} spec files,`,
        `// about ${Math.round(batch.seconds)} s by spec-seconds.mjs, in one module registry.`,
        'export {};',
        ...imports,
        '',
      ].join('\n'),
    );
    return file;
  });
}
