// Proves that the architecture rules of eslint.config.mjs really fail on forbidden imports (and
// stay quiet on allowed ones), so a config typo cannot silently turn them into no-ops.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiZones, listFolders, webZones } from './folder-zones.mjs';
import { createRelativePathResolver } from './relative-path-resolver.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const NX = '@nx/enforce-module-boundaries';
const ZONES = 'import-x/no-restricted-paths';
const RESTRICTED = 'no-restricted-imports';
const BOUNDARY_RULES = new Set([NX, ZONES, RESTRICTED]);

type Message = Linter.LintMessage;

async function lintVirtual(eslint: ESLint, relativePath: string, code: string): Promise<Message[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, relativePath), warnIgnored: true });
  const fatal = result.messages.filter((m) => m.fatal);
  // A parse error or an ignored path would make "no boundary error" trivially true.
  expect(fatal, `fatal messages for ${relativePath}`).toEqual([]);
  return result.messages;
}

const errorsOf = (messages: Message[], ruleId: string) => messages.filter((m) => m.ruleId === ruleId && m.severity === 2);
const boundaryErrors = (messages: Message[]) =>
  messages.filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId) && m.severity === 2);

describe('eslint.config.mjs: forbidden imports fail', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  const forbidden: Array<{ file: string; code: string; rule: string; why: string }> = [
    { why: 'domain imports react', file: 'libs/domain/src/__probe__.ts', code: `import { useState } from 'react';\nexport const probe = useState;\n`, rule: NX },
    { why: 'domain imports xstate', file: 'libs/domain/src/__probe__.ts', code: `import { createMachine } from 'xstate';\nexport const probe = createMachine;\n`, rule: NX },
    { why: 'domain imports rxjs', file: 'libs/domain/src/__probe__.ts', code: `import { of } from 'rxjs';\nexport const probe = of;\n`, rule: NX },
    { why: 'domain imports node:fs', file: 'libs/domain/src/__probe__.ts', code: `import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n`, rule: RESTRICTED },
    { why: 'domain imports fs (no node: prefix)', file: 'libs/domain/src/__probe__.ts', code: `import { readFileSync } from 'fs';\nexport const probe = readFileSync;\n`, rule: RESTRICTED },
    { why: 'domain imports a UI lib', file: 'libs/domain/src/__probe__.ts', code: `import * as ui from '@jhatpat/ui';\nexport const probe = ui;\n`, rule: NX },
    { why: 'ui imports the web app by relative path', file: 'libs/ui/src/__probe__.tsx', code: `import { createAppRouter } from '../../../apps/web/src/app/router';\nexport const probe = createAppRouter;\n`, rule: NX },
    // The app packages have no entry points, so Nx cannot resolve them: banned by name instead.
    { why: 'ui imports the web app by package name', file: 'libs/ui/src/__probe__.tsx', code: `import * as web from '@jhatpat/web';\nexport const probe = web;\n`, rule: RESTRICTED },
    { why: 'ui imports a web app subpath by package name', file: 'libs/ui/src/__probe__.tsx', code: `import * as web from '@jhatpat/web/src/app/router';\nexport const probe = web;\n`, rule: RESTRICTED },
    { why: 'domain imports the api app by package name', file: 'libs/domain/src/__probe__.ts', code: `import * as api from '@jhatpat/api';\nexport const probe = api;\n`, rule: RESTRICTED },
    { why: 'web imports the api app by package name', file: 'apps/web/src/features/storefront/__probe__.tsx', code: `import * as api from '@jhatpat/api';\nexport const probe = api;\n`, rule: RESTRICTED },
    { why: 'ui imports xstate', file: 'libs/ui/src/__probe__.tsx', code: `import { createMachine } from 'xstate';\nexport const probe = createMachine;\n`, rule: NX },
    { why: 'ui imports react-router-dom', file: 'libs/ui/src/__probe__.tsx', code: `import { Link } from 'react-router-dom';\nexport const probe = Link;\n`, rule: NX },
    { why: 'ui imports the state lib', file: 'libs/ui/src/__probe__.tsx', code: `import * as m from '@jhatpat/machines';\nexport const probe = m;\n`, rule: NX },
    { why: 'machines import react', file: 'libs/machines/src/__probe__.ts', code: `import { useState } from 'react';\nexport const probe = useState;\n`, rule: NX },
    { why: 'machines import @xstate/react', file: 'libs/machines/src/__probe__.ts', code: `import { useMachine } from '@xstate/react';\nexport const probe = useMachine;\n`, rule: NX },
    { why: 'api-client imports react', file: 'libs/api-client/src/__probe__.ts', code: `import { useState } from 'react';\nexport const probe = useState;\n`, rule: NX },
    { why: 'web imports @nestjs/common', file: 'apps/web/src/features/storefront/__probe__.tsx', code: `import { Injectable } from '@nestjs/common';\nexport const probe = Injectable;\n`, rule: NX },
    { why: 'web imports the api app', file: 'apps/web/src/features/storefront/__probe__.tsx', code: `import * as api from '../../../../api/src/app.module.js';\nexport const probe = api;\n`, rule: NX },
    { why: 'api imports react', file: 'apps/api/src/platform/__probe__.ts', code: `import { useState } from 'react';\nexport const probe = useState;\n`, rule: NX },
    { why: 'api imports a client lib', file: 'apps/api/src/platform/__probe__.ts', code: `import * as ui from '@jhatpat/ui';\nexport const probe = ui;\n`, rule: NX },
    { why: 'feature imports another feature', file: 'apps/web/src/features/storefront/__probe__.tsx', code: `import { thing } from '../cart/anything';\nexport const probe = thing;\n`, rule: ZONES },
    { why: 'shared imports a feature', file: 'apps/web/src/shared/__probe__.tsx', code: `import { HomeScreen } from '../features/storefront/home-screen';\nexport const probe = HomeScreen;\n`, rule: ZONES },
    { why: 'shared imports app/', file: 'apps/web/src/shared/__probe__.tsx', code: `import { createAppRouter } from '../app/router';\nexport const probe = createAppRouter;\n`, rule: ZONES },
    { why: 'platform imports a context (even its index.ts)', file: 'apps/api/src/platform/__probe__.ts', code: `import * as catalog from '../catalog/index.js';\nexport const probe = catalog;\n`, rule: ZONES },
    { why: 'api source imports apps/api/test', file: 'apps/api/src/platform/__probe__.ts', code: `import * as support from '../../test/support/test-app.js';\nexport const probe = support;\n`, rule: ZONES },
    { why: 'api root file imports apps/api/test', file: 'apps/api/src/__probe__.ts', code: `import * as support from '../test/support/test-app.js';\nexport const probe = support;\n`, rule: ZONES },
  ];

  it.each(forbidden)('$why → $rule', async ({ file, code, rule }) => {
    const messages = await lintVirtual(eslint, file, code);
    const errors = errorsOf(messages, rule);
    expect(errors, JSON.stringify(messages, null, 2)).toHaveLength(1);
    expect(errors[0].line).toBe(1);
  });

  // A context other than platform/ may reach another context only through its index.ts, and may use
  // platform/ (the infrastructure every context stands on) directly. Uses the
  // contexts that exist (zones are generated from the folders on disk); the generator itself is
  // also tested against a scratch tree below, so this holds before the first context is written.
  const contexts = listFolders(path.join(repoRoot, 'apps/api/src')).filter((c) => c !== 'platform');
  it.skipIf(contexts.length === 0)('a context imports another context only through its index.ts', async () => {
    const file = `apps/api/src/${contexts[0]}/__probe__.ts`;
    const platform = await lintVirtual(eslint, file, `import * as p from '../platform/database/database.js';\nexport const probe = p;\n`);
    expect(boundaryErrors(platform)).toEqual([]);
    const other = await lintVirtual(eslint, file, `import * as p from '../zz-not-a-context/zz.service.js';\nexport const probe = p;\n`);
    expect(errorsOf(other, ZONES)).toHaveLength(1);
    const viaIndex = await lintVirtual(eslint, file, `import * as p from '../platform/index.js';\nexport const probe = p;\n`);
    expect(boundaryErrors(viaIndex)).toEqual([]);
  });
});

describe('eslint.config.mjs: allowed imports pass', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  const allowed: Array<{ file: string; code: string; why: string }> = [
    { why: 'ui imports @jhatpat/domain', file: 'libs/ui/src/__probe__.tsx', code: `import * as domain from '@jhatpat/domain';\nimport { useState } from 'react';\nexport const probe = [domain, useState];\n` },
    { why: 'web imports @jhatpat/ui, domain, machines, api-client', file: 'apps/web/src/features/storefront/__probe__.tsx', code: `import * as ui from '@jhatpat/ui';\nimport * as domain from '@jhatpat/domain';\nimport * as machines from '@jhatpat/machines';\nimport * as client from '@jhatpat/api-client';\nimport { useMachine } from '@xstate/react';\nexport const probe = [ui, domain, machines, client, useMachine];\n` },
    { why: 'feature imports its own files and shared/', file: 'apps/web/src/features/storefront/__probe__.tsx', code: `import { HomeScreen } from './home-screen';\nimport { AppLayout } from '../../shared/app-layout';\nexport const probe = [HomeScreen, AppLayout];\n` },
    { why: 'app/ imports features and shared/', file: 'apps/web/src/app/__probe__.tsx', code: `import { HomeScreen } from '../features/storefront/home-screen';\nimport { AppLayout } from '../shared/app-layout';\nexport const probe = [HomeScreen, AppLayout];\n` },
    { why: 'machines import xstate and domain', file: 'libs/machines/src/__probe__.ts', code: `import { createMachine } from 'xstate';\nimport * as domain from '@jhatpat/domain';\nexport const probe = [createMachine, domain];\n` },
    { why: 'domain imports its own files', file: 'libs/domain/src/__probe__.ts', code: `import { formatRupees } from './money/format-rupees.js';\nexport const probe = formatRupees;\n` },
    { why: 'domain specs may use Node built-ins', file: 'libs/domain/src/__probe__.spec.ts', code: `import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n` },
    { why: 'api imports domain, nest and its own platform', file: 'apps/api/src/platform/__probe__.ts', code: `import * as domain from '@jhatpat/domain';\nimport { Injectable } from '@nestjs/common';\nimport * as db from './database/database.js';\nexport const probe = [domain, Injectable, db];\n` },
    { why: 'api root files import contexts', file: 'apps/api/src/__probe__.ts', code: `import * as db from './platform/database/database.js';\nexport const probe = db;\n` },
    { why: 'api tests import api source', file: 'apps/api/test/__probe__.ts', code: `import * as db from '../src/platform/database/database.js';\nexport const probe = db;\n` },
  ];

  it.each(allowed)('$why', async ({ file, code }) => {
    const messages = await lintVirtual(eslint, file, code);
    expect(boundaryErrors(messages), JSON.stringify(messages, null, 2)).toEqual([]);
  });
});

describe('tools/lint/folder-zones.mjs on a scratch tree', () => {
  // Exercises the zone generator + resolver end to end without touching the repository: real
  // files so that `.js` specifiers resolve to `.ts` sources, plus a folder that does not exist.
  let root: string;
  let eslint: ESLint;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'jhatpat-zones-'));
    const files = [
      'apps/api/src/platform/index.ts',
      'apps/api/src/platform/database/database.ts',
      'apps/api/src/catalog/index.ts',
      'apps/api/src/catalog/catalog.service.ts',
      'apps/api/src/identity/index.ts',
      'apps/api/src/identity/identity.service.ts',
      'apps/api/test/support/test-app.ts',
      'apps/web/src/features/storefront/home-screen.tsx',
      'apps/web/src/features/cart/cart-screen.tsx',
      'apps/web/src/shared/app-layout.tsx',
      'apps/web/src/app/router.tsx',
    ];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), 'export const x = 1;\n');
    }
    const resolver = createRelativePathResolver();
    eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
        {
          files: ['apps/api/src/**'],
          plugins: { 'import-x': importX },
          settings: { 'import-x/resolver-next': [resolver] },
          rules: { [ZONES]: ['error', { basePath: root, zones: apiZones(root) }] },
        },
        {
          files: ['apps/web/src/**'],
          plugins: { 'import-x': importX },
          settings: { 'import-x/resolver-next': [resolver] },
          rules: { [ZONES]: ['error', { basePath: root, zones: webZones(root) }] },
        },
      ] as Linter.Config[],
    });
    return () => fs.rmSync(root, { recursive: true, force: true });
  });

  const zoneErrors = async (file: string, specifier: string) => {
    const [result] = await eslint.lintText(`import * as p from '${specifier}';\nexport const probe = p;\n`, {
      filePath: path.join(root, file),
    });
    expect(result.messages.filter((m) => m.fatal)).toEqual([]);
    return errorsOf(result.messages, ZONES).length;
  };

  it('resolves ESM .js specifiers to the .ts source and bundler specifiers to .tsx', () => {
    const resolver = createRelativePathResolver();
    const fromCatalog = path.join(root, 'apps/api/src/catalog/catalog.service.ts');
    expect(resolver.resolve('../identity/index.js', fromCatalog)).toEqual({
      found: true,
      path: path.join(root, 'apps/api/src/identity/index.ts'),
    });
    const fromShared = path.join(root, 'apps/web/src/shared/app-layout.tsx');
    expect(resolver.resolve('../app/router', fromShared)).toEqual({ found: true, path: path.join(root, 'apps/web/src/app/router.tsx') });
    // A missing file still yields its path (with .js read as .ts) so the zones apply to it.
    expect(resolver.resolve('../orders/orders.service.js', fromCatalog)).toEqual({
      found: true,
      path: path.join(root, 'apps/api/src/orders/orders.service.ts'),
    });
    expect(resolver.resolve('react', fromCatalog)).toEqual({ found: false });
  });

  it.each([
    ['apps/api/src/catalog/probe.ts', '../identity/index.js', 0],
    ['apps/api/src/catalog/probe.ts', '../identity/identity.service.js', 1],
    ['apps/api/src/catalog/probe.ts', '../orders/orders.service.js', 1],
    ['apps/api/src/catalog/probe.ts', '../platform/index.js', 0],
    ['apps/api/src/catalog/probe.ts', '../platform/database/database.js', 0],
    ['apps/api/src/catalog/probe.ts', './catalog.service.js', 0],
    ['apps/api/src/catalog/deep/probe.ts', '../../identity/index.js', 0],
    ['apps/api/src/catalog/probe.ts', '../../test/support/test-app.js', 1],
    ['apps/api/src/platform/probe.ts', '../catalog/index.js', 1],
    ['apps/api/src/platform/probe.ts', './database/database.js', 0],
    ['apps/api/src/main.ts', './catalog/index.js', 0],
    ['apps/api/src/main.ts', '../test/support/test-app.js', 1],
    ['apps/web/src/features/storefront/probe.tsx', '../cart/cart-screen', 1],
    ['apps/web/src/features/storefront/probe.tsx', '../wishlist/anything', 1],
    ['apps/web/src/features/storefront/probe.tsx', './home-screen', 0],
    ['apps/web/src/features/storefront/probe.tsx', '../../shared/app-layout', 0],
    ['apps/web/src/shared/probe.tsx', '../features/cart/cart-screen', 1],
    ['apps/web/src/shared/probe.tsx', '../app/router', 1],
    ['apps/web/src/app/probe.tsx', '../features/cart/cart-screen', 0],
  ] as const)('%s importing %s → %i error(s)', async (file, specifier, expected) => {
    expect(await zoneErrors(file, specifier)).toBe(expected);
  });
});

describe('the eslint CLI (what `npm run lint` runs)', () => {
  const runEslint = (args: string[], input?: string) =>
    spawnSync('npx', ['eslint', ...args], { cwd: repoRoot, encoding: 'utf8', input, env: { ...process.env, NX_TASK_TARGET_PROJECT: '' } });

  it('exits 0 on an allowed file', () => {
    const run = runEslint(['libs/domain/src/index.ts']);
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });

  it('exits non-zero on a forbidden file', () => {
    // The file is given on stdin, never written: a probe file in libs/domain/src was seen by builds running
    // beside this spec (npm test's API step spawns `npm run user:create`, which builds): tsc listed it, the
    // spec removed it, and tsc failed on a file "not found".
    const code = `import { readFileSync } from 'node:fs';\nimport { useState } from 'react';\nexport const probe = [readFileSync, useState];\n`;
    const run = runEslint(['--stdin', '--stdin-filename', 'libs/domain/src/lint-probe.ts'], code);
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toContain(NX);
    expect(run.stdout).toContain(RESTRICTED);
  });
});
