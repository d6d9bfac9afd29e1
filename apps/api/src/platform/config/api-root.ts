import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API's own folder, apps/api: the nearest folder above this module that holds a package.json. It is
 * found from wherever this module runs (src/platform/config in tests, dist/platform/config as tsc writes
 * it, or a command-line tool's bundle in dist/tools: docs/decisions.md#bundled-tools), so the assets and
 * the repository's root are found from it rather than by a count of `../` that a bundle would break.
 */
export const API_ROOT = nearestPackageFolder(path.dirname(fileURLToPath(import.meta.url)));

/** The repository's root, where `npm start` runs and the embedded data directory lives by default. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');

function nearestPackageFolder(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json in ${from} or above it`);
  }
}
