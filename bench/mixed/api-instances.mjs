import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Node's options and environment for the API as `npm run serve` gives them (the heap limit, the allocator's
 * setting), so the bench measures the shop as it is run: `[NAME=value …] node <options> apps/api/dist/main.js`
 * in package.json's "serve" script.
 */
export function serveOptions() {
  const { scripts } = JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8'));
  const match = /^((?:[A-Z_]+=\S+ )*)node((?: --[\w-]+(?:=\S+)?)*) apps\/api\/dist\/main\.js$/.exec(scripts.serve);
  if (!match) throw new Error(`package.json "serve" is not "[NAME=value …] node [--options] apps/api/dist/main.js": ${scripts.serve}`);
  const env = Object.fromEntries(match[1].trim().split(' ').filter(Boolean).map((setting) => setting.split(/=(.*)/s).slice(0, 2)));
  return { env, options: match[2].trim().split(' ').filter(Boolean) };
}

/**
 * One built API process (apps/api/dist/main.js, started as `npm run serve` starts it) on a free port, sharing the
 * bench's PostgreSQL. The port is the OS's pick, not a fixed one: a fixed port in the ephemeral range was taken by
 * another process's connection in a CI run (EADDRINUSE), and an instance that exits before it answers (another
 * process took the port between the pick and its listen) is started again on a new one.
 */
export async function startInstance(env) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const serve = serveOptions();
    const child = spawn(process.execPath, [...serve.options, 'apps/api/dist/main.js'], {
      cwd: repoRoot,
      env: { ...process.env, ...serve.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let exited = false;
    child.once('exit', () => (exited = true));
    const url = `http://127.0.0.1:${port}`;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline && !exited; ) {
      if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { child, url, pid: child.pid };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill('SIGKILL');
    if (!exited || attempt === 3) throw new Error(`the API on port ${port} did not start`);
  }
}

/** A port nothing listens on now: the OS's choice for a listener on port 0, closed again. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process now and at its peak (VmRSS, VmHWM), in MB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

export function stopInstance(instance) {
  return new Promise((resolve) => {
    instance.child.once('exit', resolve);
    instance.child.kill('SIGTERM');
  });
}
