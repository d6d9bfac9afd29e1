import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; source maps stay plain (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the response headers cost. */
export const MIN_BYTES = 1024;

export interface CompressedCopy {
  file: string;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible file
 * under `dir`. The shop's server sends them by Accept-Encoding (@fastify/static `preCompressed`), so the
 * best compression is paid for once at build time instead of on every request, and a shopper on a slow
 * phone network downloads a third of the bytes.
 */
export async function precompressDirectory(dir: string): Promise<CompressedCopy[]> {
  const copies: CompressedCopy[] = [];
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    copies.push({ file: path.relative(dir, file), bytes: content.length, brotliBytes: br.length, gzipBytes: gz.length });
  }
  return copies;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const sized = await Promise.all(files.map(async (file) => ((await stat(file)).size > 0 ? file : null)));
  return sized.filter((file): file is string => file !== null);
}

/** Vite plugin: precompress the production build once everything is written. */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'jhatpat:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const copies = await precompressDirectory(outDir);
      const plain = copies.reduce((n, copy) => n + copy.bytes, 0);
      const brotliTotal = copies.reduce((n, copy) => n + copy.brotliBytes, 0);
      this.info(`precompressed ${copies.length} files: ${(plain / 1000).toFixed(1)} kB → ${(brotliTotal / 1000).toFixed(1)} kB brotli`);
    },
  };
}
