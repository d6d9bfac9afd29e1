// Admin and delivery screens must never ride along in the storefront's first load: a shopper on a
// phone pays for every byte. A chunk's source map names every module bundled into it, so this finds
// those features' code wherever Rollup put it (merged into the entry or a shared chunk, not only
// in chunks of their own), without knowing the folders' contents in advance.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Folders (relative to the web app's root) whose code may only be reached through a dynamic import. */
export const LAZY_ONLY_FOLDERS = ['src/features/admin', 'src/features/delivery'];

/**
 * The modules bundled into one built chunk, as absolute paths, read from its source map.
 * Returns null when the chunk has no source map (then nothing can be proven about it).
 * @param {string} distDir the build's output folder
 * @param {string} file the chunk, relative to distDir
 */
export function readChunkModules(distDir, file) {
  const mapFile = path.join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  // `sources` are relative to the map's own folder, after an optional sourceRoot.
  const base = path.resolve(path.dirname(mapFile), map.sourceRoot ?? '');
  return (map.sources ?? []).map((source) => path.resolve(base, source));
}

/**
 * The modules of lazy-only folders found in initial chunks: [{file, module}] (module relative to appRoot).
 * @param {{file: string, modules: string[]}[]} initialChunks modules as absolute paths
 * @param {string} appRoot absolute path of the web app (apps/web)
 * @param {string[]} [folders] relative to appRoot
 */
export function findLazyFeatureLeaks(initialChunks, appRoot, folders = LAZY_ONLY_FOLDERS) {
  const leaks = [];
  for (const { file, modules } of initialChunks) {
    for (const module of modules) {
      const relative = path.relative(appRoot, module).split(path.sep).join('/');
      if (folders.some((folder) => relative === folder || relative.startsWith(`${folder}/`))) leaks.push({ file, module: relative });
    }
  }
  return leaks;
}

/**
 * Packages only lazy screens may load: zod (zod/mini) checks forms, and no form is part of the first page; money and
 * address helpers the first page uses live apart from the schemas (libs/domain money.ts, address.ts;
 * docs/decisions.md#web-budget). A module-level schema is kept by the bundler wherever its module is imported.
 */
export const LAZY_ONLY_PACKAGES = ['zod'];

/**
 * The modules of lazy-only packages found in initial chunks: [{file, module}] (module from the package's folder on).
 * @param {{file: string, modules: string[]}[]} initialChunks modules as absolute paths
 * @param {string[]} [packages]
 */
export function findLazyPackageLeaks(initialChunks, packages = LAZY_ONLY_PACKAGES) {
  const leaks = [];
  for (const { file, modules } of initialChunks) {
    for (const module of modules) {
      const parts = module.split(/[\\/]/);
      const at = parts.lastIndexOf('node_modules');
      if (at >= 0 && packages.includes(parts[at + 1])) leaks.push({ file, module: parts.slice(at + 1).join('/') });
    }
  }
  return leaks;
}
