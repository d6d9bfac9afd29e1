import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDirectory } from './precompress-assets';

describe('precompressDirectory', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the original bytes, in nested folders too', async () => {
    const script = 'export const shelf = "milk, bread, eggs";\n'.repeat(200);
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets/index-abc.js'), script);

    const copies = await precompressDirectory(dir);

    expect(copies.map((copy) => copy.file)).toEqual([path.join('assets', 'index-abc.js')]);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets/index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dir, 'assets/index-abc.js.gz'))).toString()).toBe(script);
    expect(copies[0].brotliBytes).toBeLessThan(copies[0].bytes / 10);
  });

  it('leaves source maps, images that are already compressed and tiny files alone', async () => {
    await writeFile(path.join(dir, 'index.js.map'), 'x'.repeat(5000));
    await writeFile(path.join(dir, 'banner.png'), Buffer.alloc(5000));
    await writeFile(path.join(dir, 'tiny.css'), 'a{}'.padEnd(MIN_BYTES - 1));

    expect(await precompressDirectory(dir)).toEqual([]);
  });
});
