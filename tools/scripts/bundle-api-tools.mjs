#!/usr/bin/env node
// The command-line tools (`npm run rebuild`, `audit`, `user:create`) as one file each, from what tsc wrote
// in apps/api/dist, into apps/api/dist/tools (docs/decisions.md#bundled-tools). A tool is a short-lived
// process, and most of its start was Node finding, reading and compiling the API's and its packages' modules
// one file at a time: 1.5 CPU-s to start against 0.6 bundled. Run by `nx run api:build`.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDist = fileURLToPath(new URL('../../apps/api/dist/', import.meta.url));

const TOOL_ENTRIES = {
  rebuild: 'cli/rebuild.js',
  audit: 'cli/audit.js',
  'user-create': 'identity/user-create/user-create.cli.js',
};

// Left to Node at run time: packages with native code or WebAssembly found beside their own files
// (argon2, PGlite), and what Nest and the drivers load only if installed (none of which the tools use).
const EXTERNAL = [
  'argon2',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'pg-native',
  '@nestjs/microservices',
  '@nestjs/microservices/*',
  '@nestjs/websockets',
  '@nestjs/websockets/*',
  '@nestjs/platform-express',
  '@fastify/view',
  'class-transformer/storage',
];

await build({
  entryPoints: Object.fromEntries(Object.entries(TOOL_ENTRIES).map(([name, entry]) => [name, path.join(apiDist, entry)])),
  outdir: path.join(apiDist, 'tools'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // Nest names providers and modules by their classes: each keeps its own name, as unbundled.
  keepNames: true,
  // The packages written as CommonJS call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);" },
  logLevel: 'warning',
});
