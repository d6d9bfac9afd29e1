// Whether the built shop (apps/api/dist and apps/web/dist) is newer than everything it is built from.
// The commands that run the built API (npm start, rebuild, audit, user:create, bench:*) ask this before
// they build: without the Nx daemon (CI, tests, NX_DAEMON=false) even a cache hit deletes and copies
// apps/api/dist again, under any shop or tool running from it at that moment (docs/decisions.md#quiet-start).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** What `npm start`'s build produces: the API's entry, the web app's page and the Storybook it serves at /storybook. */
export const BUILT = ['apps/api/dist/main.js', 'apps/web/dist/index.html', 'stories/storybook-static/index.html'];
/** What the command-line tools run. */
export const TOOLS_BUILT = ['apps/api/dist/main.js', 'apps/api/dist/tools/rebuild.js', 'apps/api/dist/tools/audit.js', 'apps/api/dist/tools/user-create.js'];

/** What it is built from: sources, configuration, and the installed packages (npm ci rewrites .package-lock.json). */
export const SOURCES = [
  'apps/api/src',
  'apps/api/tsconfig.app.json',
  'apps/api/tsconfig.json',
  'apps/api/project.json',
  'tools/scripts/bundle-api-tools.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'apps/web/project.json',
  'libs',
  'stories',
  'tsconfig.base.json',
  'nx.json',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
];

const SKIPPED = new Set(['dist', 'node_modules', '.vite', 'storybook-static', '__screenshots__']);
// Specs are not part of the shop: editing one needs no rebuild (stories are: the Storybook is served).
const NOT_BUILT = /\.(spec|test)\.[cm]?[jt]sx?$/;

/** The newest modification time (ms) under a file or folder, or 0 when it does not exist. */
function newestUnder(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return NOT_BUILT.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    newest = Math.max(newest, newestUnder(path.join(target, entry.name)));
  }
  return newest;
}

/** `{ fresh, reason }`: fresh when every output exists and is newer than every source. */
export function shopFreshness(root = repoRoot, outputs = BUILT) {
  const built = outputs.map((file) => ({ file, at: existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0 }));
  const missing = built.find((entry) => entry.at === 0);
  if (missing) return { fresh: false, reason: `${missing.file} is missing` };
  const oldestBuild = Math.min(...built.map((entry) => entry.at));
  const newestSource = Math.max(...SOURCES.map((source) => newestUnder(path.join(root, source))));
  return newestSource < oldestBuild ? { fresh: true, reason: 'nothing changed since the last build' } : { fresh: false, reason: 'sources changed since the last build' };
}
