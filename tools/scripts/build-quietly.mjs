#!/usr/bin/env node
// `npm start`'s build, quietly: a line per project as Nx finishes it (`✔  nx run api:build  [local cache]`)
// and a one-line total, and everything Nx printed only when the build fails. Someone starting the shop
// wants to see that it builds and that it worked, not ~700 lines of compiler and bundler output
// (issue 15 item 11). `npm run build` keeps Nx's full output.
// The shop is everything it serves (the API, the web app, the Storybook at /storybook); a shop built
// since its sources last changed is not built again (shop-freshness.mjs). `--tools` builds only the API
// (rebuild, audit, user:create, bench:* need nothing else) and prints nothing unless the build fails.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT, shopFreshness, TOOLS_BUILT } from './shop-freshness.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Nx's least talkative style already collapses a successful task to one line; the rest is trimmed here. */
const NX = path.join(repoRoot, 'node_modules/.bin/nx');
export const NX_BUILD = [NX, ['run-many', '-t', 'build', '--outputStyle=static-failures-only']];
/** The API alone, with what it depends on to compile (domain; web is an implicit dependency of its build). */
const NX_BUILD_API = [NX, ['run', 'api:build', '--outputStyle=static-failures-only']];

const TASK_LINE = /^\s*\S+\s+nx run \S+/;
// Nx colours its lines when CI is set or a colour is forced, even into a pipe: match and print them plain.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** Runs the build and resolves with its exit code; `out` gets the summary, `err` the whole transcript of a failure. */
export function buildQuietly([command, args] = NX_BUILD, { out = process.stdout, err = process.stderr } = {}) {
  const started = Date.now();
  out.write('Building the shop (nx run-many -t build)…\n');
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const transcript = [];
  let tasks = 0;
  let cached = 0;
  let partial = '';
  child.stdout.on('data', (chunk) => {
    transcript.push(chunk);
    const lines = (partial + chunk.toString().replace(ANSI, '')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines.filter((l) => TASK_LINE.test(l))) {
      tasks += 1;
      if (line.includes('cache')) cached += 1;
      out.write(`  ${line.trim()}\n`);
    }
  });
  child.stderr.on('data', (chunk) => transcript.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      err.write(`build could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => {
      if (code === 0) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        out.write(`Built ${tasks} project(s) in ${seconds} s${cached ? `, ${cached} from Nx's cache` : ''}.\n`);
        resolve(0);
        return;
      }
      err.write(Buffer.concat(transcript));
      err.write(`\nThe build failed (exit ${code ?? 'by a signal'}); Nx's output is above.\n`);
      resolve(code ?? 1);
    });
  });
}

/** Builds unless the shop (or, for the tools, the API) is already built from its current sources. */
export async function buildIfStale({ tools = false, freshness = shopFreshness(undefined, tools ? TOOLS_BUILT : BUILT), out = process.stdout, err = process.stderr } = {}) {
  if (freshness.fresh) {
    if (!tools) out.write(`The shop is built: ${freshness.reason}.\n`);
    return 0;
  }
  const quiet = { write: () => true };
  return tools ? buildQuietly(NX_BUILD_API, { out: quiet, err }) : buildQuietly(NX_BUILD, { out, err });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await buildIfStale({ tools: process.argv.includes('--tools') });
}
