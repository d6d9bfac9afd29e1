// Generates `import-x/no-restricted-paths` zones from the folders that exist on disk, so a new
// bounded context (apps/api/src/<context>/) or web feature (apps/web/src/features/<feature>/) is
// covered the next time ESLint starts, without anyone editing eslint.config.mjs.
//
// All patterns are absolute globs: for glob zones import-x matches `except` against the absolute
// resolved import path as written, so relative globs there would never match.
import fs from 'node:fs';
import path from 'node:path';

const toPosix = (p) => p.split(path.sep).join('/');

/** Sub-folders of `dir` (none when it does not exist yet), skipping `.hidden` and `__private__`. */
export function listFolders(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.startsWith('__'))
    .map((entry) => entry.name)
    .sort();
}

/**
 * One zone per folder of `baseDir`: files in <A>/ may not import files in any other folder <B>/.
 *
 * @param {object} options
 * @param {string} options.baseDir absolute path of the folder whose sub-folders are the units
 * @param {string[]} [options.publicEntries] file names (e.g. ['index.ts']) through which another
 *   unit may be imported; omit to forbid unit-to-unit imports entirely
 * @param {string[]} [options.isolated] units that may not import any other unit, not even through
 *   its public entry (e.g. the API's `platform/`, which every context builds on)
 * @param {string[]} [options.foundations] units every other unit may import freely (the API's
 *   `platform/`: config, database, ids and auth are infrastructure, not another context's internals)
 * @param {string} options.what how to call a unit in the messages ('context', 'feature')
 */
export function folderZones({ baseDir, publicEntries = [], isolated = [], foundations = [], what }) {
  const base = toPosix(baseDir);
  const anyUnitFile = `${base}/*/**/*`;
  return listFolders(baseDir).map((unit) => {
    const own = `${base}/${unit}/**/*`;
    if (isolated.includes(unit) || publicEntries.length === 0) {
      return {
        target: own,
        from: anyUnitFile,
        except: [own],
        message: isolated.includes(unit)
          ? `${unit}/ is the foundation every ${what} builds on: it may not import any ${what}.`
          : `A ${what} may not import another ${what}; move the shared code to a shared folder or a library.`,
      };
    }
    return {
      target: own,
      from: anyUnitFile,
      except: [
        own,
        ...publicEntries.map((entry) => `${base}/*/${entry}`),
        ...foundations.map((foundation) => `${base}/${foundation}/**/*`),
      ],
      message: `Import another ${what} only through its public ${publicEntries.join('/')}.`,
    };
  });
}

/** Zones of the NestJS API (apps/api): context isolation, and no production code importing tests. */
export function apiZones(repoRoot) {
  const src = path.join(repoRoot, 'apps/api/src');
  return [
    ...folderZones({ baseDir: src, publicEntries: ['index.ts'], isolated: ['platform'], foundations: ['platform'], what: 'context' }),
    {
      target: `${toPosix(src)}/**/*`,
      from: `${toPosix(path.join(repoRoot, 'apps/api/test'))}/**/*`,
      message: 'Production code may not import from apps/api/test.',
    },
  ];
}

/** Zones of the React app (apps/web): features are isolated; shared/ is below features/ and app/. */
export function webZones(repoRoot) {
  const src = path.join(repoRoot, 'apps/web/src');
  return [
    ...folderZones({ baseDir: path.join(src, 'features'), what: 'feature' }),
    {
      target: `${toPosix(src)}/shared/**/*`,
      from: [`${toPosix(src)}/features/**/*`, `${toPosix(src)}/app/**/*`],
      message: 'shared/ may not import features/ or app/.',
    },
  ];
}
