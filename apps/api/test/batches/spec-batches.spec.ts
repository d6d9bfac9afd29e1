import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- plain ES modules read by jest.config.mjs, without type declarations
import { apiSpecFiles, shareOut, writeSpecBatches } from './spec-batches.mjs';
// @ts-expect-error -- as above
import { SPEC_SECONDS } from './spec-seconds.mjs';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

describe("npm test's batches of API specs", () => {
  const specs: string[] = apiSpecFiles(apiRoot);

  it('puts every spec file in exactly one batch, and hands out the longest batch first', () => {
    const batches: Array<{ seconds: number; specs: string[] }> = shareOut(specs, 10);
    expect(batches).toHaveLength(10);
    expect(batches.flatMap((batch) => batch.specs).sort()).toEqual(specs);
    const seconds = batches.map((batch) => batch.seconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
    // The longest spec (the benchmarks, spawned) is a batch of its own rather than one among many.
    expect(batches[0].specs).toEqual(['test/commands/bench-commands.spec.ts']);
  });

  it('makes no more batches than there are specs', () => {
    expect(shareOut(['test/a.spec.ts', 'test/b.spec.ts'], 6)).toHaveLength(2);
  });

  it('writes test files that import each of their specs by a path that exists', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jp-batches-'));
    try {
      const files: string[] = writeSpecBatches({ apiRoot, specs, count: 4, dir });
      const imported = files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/await import\('(.+)'\);/g)].map((match) => path.resolve(dir, match[1])),
      );
      expect(imported.sort()).toEqual(specs.map((spec) => path.join(apiRoot, spec)).sort());
      expect(imported.every((file) => existsSync(file))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is shared out by figures that name specs still there', () => {
    expect(Object.keys(SPEC_SECONDS).filter((spec) => !specs.includes(spec))).toEqual([]);
  });
});
