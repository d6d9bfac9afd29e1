// Names of the workspace packages that are not libraries (apps/*, stories, e2e, bench, tools).
//
// @nx/enforce-module-boundaries reports "Imports of apps are forbidden" only when it can resolve
// the import to the app project, and it resolves a workspace package by its package.json entry
// points (exports/main). The apps have none, so `import … from '@jhatpat/web'` would pass it
// unnoticed; eslint.config.mjs bans these names with no-restricted-imports instead.
import fs from 'node:fs';
import path from 'node:path';

export function nonLibraryPackageNames(repoRoot) {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const workspaces = Array.isArray(rootPackage.workspaces) ? rootPackage.workspaces : (rootPackage.workspaces?.packages ?? []);
  const folders = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = path.join(repoRoot, pattern.slice(0, -2));
    if (!fs.existsSync(parent)) return [];
    return fs
      .readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`);
  });
  return folders
    .filter((folder) => !folder.startsWith('libs/'))
    .map((folder) => path.join(repoRoot, folder, 'package.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')).name)
    .filter((name) => typeof name === 'string' && name.length > 0)
    .sort();
}
