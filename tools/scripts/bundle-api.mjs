#!/usr/bin/env node
// The server and the command-line tools, each as one entry file of a bundle made from what tsc wrote in
// apps/api/dist, into apps/api/dist/bundle (docs/decisions.md#bundled-server, #bundled-tools). Most of a
// start of the API was Node finding, reading and compiling its own and its packages' 3,000-odd modules one
// file at a time: importing the API took 2.6 CPU-s unbundled against 1.0 bundled, and every `npm start`,
// benchmark, journey and tool pays it. Run by `nx run api:build`.
//
// Each entry is whole (about 10 MB): esbuild's code splitting shares chunks between entries but may run
// their modules in another order than Node would (Nest's decorators ran before reflect-metadata was
// loaded), and an order that is right by luck is not one to ship.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDist = fileURLToPath(new URL('../../apps/api/dist/', import.meta.url));

const ENTRIES = {
  server: 'main.js',
  'in-process': 'in-process.js',
  rebuild: 'cli/rebuild.js',
  audit: 'cli/audit.js',
  'user-create': 'identity/user-create/user-create.cli.js',
};

// Left to Node at run time: packages with native code or WebAssembly found beside their own files
// (argon2, PGlite), what the server loads as a plugin of its own (@fastify/static for the web app), and
// what Nest and the drivers load only if installed (none of which the shop uses).
const EXTERNAL = [
  'argon2',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@fastify/static',
  '@fastify/multipart',
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
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, entry]) => [name, path.join(apiDist, entry)])),
  outdir: path.join(apiDist, 'bundle'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // Nest names providers and modules by their classes: each keeps its own name, as unbundled. Names are
  // not shortened either (a stack trace in the shop's log still names its functions); blank space and
  // comments go: the server's resident memory after start 160 MB against 167–173 MB unminified and
  // 152–154 MB for tsc's files (docs/decisions.md#bundled-server).
  keepNames: true,
  minifyWhitespace: true,
  minifySyntax: true,
  // The packages written as CommonJS call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);" },
  logLevel: 'warning',
});
