// ESLint flat config for the whole Jhatpat workspace. Syntax-only (no type information) so that
// `npx eslint .` stays fast; the type checker runs separately (`tsc -p <project>`).
//
// Architecture rules enforced here (tools/lint/lint-boundaries.spec.ts proves they fail):
// - @nx/enforce-module-boundaries: which project may depend on which (tags in project.json), which
//   npm packages a kind of project may not import, and no relative imports across projects.
// - no-restricted-imports: libs/domain runs in the browser, so no Node built-ins.
// - import-x/no-restricted-paths: folder boundaries inside apps/api (contexts) and apps/web
//   (features), generated from the folders on disk by tools/lint/folder-zones.mjs.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createProjectGraphAsync } from '@nx/devkit';
import nx from '@nx/eslint-plugin';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { nonLibraryPackageNames } from './tools/lint/app-packages.mjs';
import { apiZones, webZones } from './tools/lint/folder-zones.mjs';
import { createRelativePathResolver } from './tools/lint/relative-path-resolver.mjs';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

// @nx/enforce-module-boundaries only reads the project graph cached in .nx/workspace-data: with no
// cache (fresh clone, CI) it skips itself with a mere warning, and with a stale one it checks
// against old tags. Plain `npx eslint` therefore refreshes the graph first (~1 s when up to date).
// Under an Nx task (`nx run-many -t lint`) Nx has just computed it, so that is skipped.
if (!process.env.NX_TASK_TARGET_PROJECT) {
  try {
    await createProjectGraphAsync({ exitOnError: false });
  } catch (error) {
    console.warn(`eslint.config.mjs: could not refresh the Nx project graph (${error?.message ?? error}); module boundaries use the cached one.`);
  }
}

const SOURCE = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
// Apps (and e2e/bench/tools/stories) are never imported by package name; see tools/lint/app-packages.mjs.
const appPackages = nonLibraryPackageNames(repoRoot);
const APP_IMPORT_MESSAGE = 'Apps and other non-library projects cannot be imported; move shared code into a library under libs/.';
const noAppImports = {
  paths: appPackages.map((name) => ({ name, message: APP_IMPORT_MESSAGE })),
  patterns: appPackages.length ? [{ group: appPackages.map((name) => `${name}/*`), message: APP_IMPORT_MESSAGE }] : [],
};
const NODE_MESSAGE = 'libs/domain runs in the browser: Node built-ins are not allowed.';

const PROJECT_DIRS = ['apps', 'libs', 'stories', 'e2e', 'bench', 'tools'];
// Each context keeps its own (docs/decisions.md#context-owned-data); their file names are TypeORM's.
const MIGRATIONS = 'apps/api/src/**/migrations/**';

export default defineConfig(
  {
    name: 'jhatpat/ignores',
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/*.d.ts',
      'stories/public/**', // generated MSW service worker
      'tmp/**',
      '**/test-results/**',
      '.data/**',
      '**/.vitest-attachments/**',
    ],
  },

  js.configs.recommended,
  ...tseslint.configs.recommended,

  {
    name: 'jhatpat/globals',
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    name: 'jhatpat/browser-globals',
    files: ['apps/web/**', 'libs/ui/**', 'libs/machines/**', 'libs/api-client/**', 'libs/domain/**', 'stories/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'jhatpat/typescript',
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      // Same convention as the compiler's noUnusedParameters/noUnusedLocals: `_name` is deliberate.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  // Project boundaries (tags live in each project's project.json).
  {
    name: 'jhatpat/module-boundaries',
    files: [SOURCE],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:ui', 'type:state', 'type:data-access'] },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:domain', 'type:ui'],
              bannedExternalImports: ['xstate', '@xstate/*', '@nestjs/*', 'typeorm', 'pg', 'socket.io*', 'react-router*'],
            },
            {
              sourceTag: 'type:state',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: ['react*', '@xstate/react', '@nestjs/*', 'typeorm', 'pg', 'socket.io*'],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: ['react*', 'xstate', '@xstate/*', '@nestjs/*', 'typeorm', 'pg'],
            },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: ['react*', 'xstate', '@xstate/*', '@nestjs/*', 'typeorm', 'pg', 'socket.io*', 'rxjs'],
            },
            { sourceTag: 'type:storybook', onlyDependOnLibsWithTags: ['type:ui', 'type:state', 'type:data-access', 'type:domain'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:data-access'] },
            { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:domain', 'type:data-access'] },
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:domain'] },
            {
              sourceTag: 'scope:server',
              onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
              bannedExternalImports: ['react*', 'xstate', '@xstate/*', '@storybook/*'],
            },
            {
              sourceTag: 'scope:client',
              onlyDependOnLibsWithTags: ['scope:client', 'scope:shared'],
              bannedExternalImports: ['@nestjs/*', 'typeorm', 'pg'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },

  {
    name: 'jhatpat/no-app-imports',
    files: [SOURCE],
    rules: { 'no-restricted-imports': ['error', noAppImports] },
  },
  // libs/domain runs in the browser too: no Node built-ins (tests run in Node and are exempt).
  // (Repeats the app-package ban: a later config replaces the options of the same rule.)
  {
    name: 'jhatpat/domain-no-node-builtins',
    files: ['libs/domain/**/*.{ts,tsx,mts,cts,js,mjs}'],
    ignores: ['**/*.spec.ts', '**/*.test.ts', 'libs/domain/vitest.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...noAppImports.paths,
            ...builtinModules.filter((name) => !name.startsWith('_')).map((name) => ({ name, message: NODE_MESSAGE })),
          ],
          patterns: [...noAppImports.patterns, { group: ['node:*'], message: NODE_MESSAGE }],
        },
      ],
    },
  },

  // One SQL path (docs/decisions.md#sql-without-entities): the API's code sends SQL through the database
  // module's Sql; TypeORM is the migration runner, so only the database module and migrations import it.
  // (Repeats the app-package ban: a later config replaces the options of the same rule.)
  {
    name: 'jhatpat/api-sql-through-database-module',
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/platform/database/**', MIGRATIONS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...noAppImports.paths, { name: 'typeorm', message: "Send SQL through platform/database's Sql (or take a SqlClient): TypeORM only runs the migrations." }],
          patterns: noAppImports.patterns,
        },
      ],
    },
  },

  // Folder boundaries inside the apps, generated from the folders that exist.
  {
    name: 'jhatpat/api-context-boundaries',
    files: ['apps/api/src/**/*.{ts,tsx,mts,cts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createRelativePathResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: apiZones(repoRoot) }] },
  },
  {
    name: 'jhatpat/web-feature-boundaries',
    files: ['apps/web/src/**/*.{ts,tsx,mts,cts,js,jsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createRelativePathResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: webZones(repoRoot) }] },
  },

  // kebab-case file names (home-screen.spec.tsx, catalog.module.ts: the middle extensions are ignored).
  {
    name: 'jhatpat/file-names',
    files: PROJECT_DIRS.map((dir) => `${dir}/${SOURCE}`),
    ignores: [MIGRATIONS],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { [SOURCE]: 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },

  // React hooks (incl. the React Compiler rules of v7) where React components and hooks live.
  {
    ...reactHooks.configs.flat.recommended,
    name: 'jhatpat/react-hooks',
    files: ['apps/web/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
  },

  {
    name: 'jhatpat/file-size',
    files: [SOURCE],
    ignores: [MIGRATIONS],
    rules: { 'max-lines': ['warn', 300] },
  },
);
