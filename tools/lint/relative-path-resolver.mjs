// An eslint-plugin-import-x resolver (interface v3) used only by `import-x/no-restricted-paths`.
//
// The restricted-path zones are about folders inside this repository, so only relative specifiers
// matter here; package imports (`react`, `@jhatpat/ui`) are the job of `@nx/enforce-module-boundaries`
// and are reported as "not resolved" so the zone rule skips them quickly.
//
// 1. A relative specifier is first resolved for real with unrs-resolver (the engine behind
//    import-x's own node resolver), taught the TypeScript conventions of this repo:
//    - the API is ESM (NodeNext): `./catalog/index.js` points at `./catalog/index.ts`;
//    - the web app and libraries use bundler resolution: `../shared/app-layout` means `.tsx`.
// 2. If that fails (the target does not exist yet, or a file is linted from memory with
//    `ESLint#lintText`), the specifier is resolved by path alone, with `.js`/`.jsx` mapped to
//    `.ts`/`.tsx`, so the zones still apply to the raw path instead of being skipped silently.
import path from 'node:path';
import { createNodeResolver } from 'eslint-plugin-import-x';

const TS_FOR_JS = { '.js': '.ts', '.jsx': '.tsx', '.mjs': '.mts', '.cjs': '.cts' };

export function createRelativePathResolver() {
  const nodeResolver = createNodeResolver({
    extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
    extensionAlias: {
      '.js': ['.ts', '.tsx', '.js'],
      '.jsx': ['.tsx', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
      '.cjs': ['.cts', '.cjs'],
    },
    conditionNames: ['@jhatpat/source', 'import', 'default'],
    mainFields: ['module', 'main'],
  });

  return {
    interfaceVersion: 3,
    name: 'jhatpat:relative-path',
    resolve(modulePath, sourceFile) {
      if (!isRelative(modulePath)) return { found: false };
      const resolved = nodeResolver.resolve(modulePath, sourceFile);
      if (resolved.found && resolved.path) return resolved;
      const raw = path.resolve(path.dirname(sourceFile), modulePath.replace(/[?#].*$/, ''));
      const ext = path.extname(raw);
      return { found: true, path: TS_FOR_JS[ext] ? raw.slice(0, -ext.length) + TS_FOR_JS[ext] : raw };
    },
    clearCache() {
      nodeResolver.clearCache?.();
    },
  };
}

function isRelative(specifier) {
  return specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../');
}
