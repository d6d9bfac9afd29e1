#!/usr/bin/env node
// `npm run dev`: the API recompiled and restarted on change, and Vite with hot reload for the web app,
// which proxies /api and /socket.io to the API (apps/web/vite.config.ts).
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, NX_DAEMON: 'false', PORT: process.env.PORT ?? '3000' };
const build = spawnSync('npx', ['nx', 'run', 'domain:build', '--outputStyle=static'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
// TypeScript 7's tsc by its path: `npx tsc` may be TypeScript 6's (docs/decisions.md#typescript-7).
const tsc = 'node_modules/@typescript/native/bin/tsc';
spawnSync('node', [tsc, '-p', 'apps/api/tsconfig.app.json'], { stdio: 'inherit', env });

const children = [
  spawn('node', [tsc, '-p', 'apps/api/tsconfig.app.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit', env }),
  spawn('node', ['--watch-path=apps/api/dist', 'apps/api/dist/main.js'], { stdio: 'inherit', env: { ...env, WEB_DIST_DIR: '/nonexistent' } }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts'], { stdio: 'inherit', env: { ...env, API_URL: `http://127.0.0.1:${env.PORT}` } }),
];
console.log(`\nJhatpat dev: web app with hot reload at http://localhost:${process.env.WEB_PORT ?? 5173} (API on :${env.PORT})\n`);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && code !== 0 && stop()));
