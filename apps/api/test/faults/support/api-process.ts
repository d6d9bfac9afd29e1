import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const apiMain = `${repoRoot}apps/api/dist/main.js`;

/**
 * A port for an API this test starts in another process, and starts again there after killing it: one
 * below the kernel's ephemeral range (/proc/sys/net/ipv4/ip_local_port_range), so no outgoing connection
 * on the machine can take it as its local end while the API is starting or dead. A port the kernel picks
 * for listen(0) comes from that range, and one was taken so before the shop listened (EADDRINUSE, CI of
 * 2026-12-01). Each candidate is tried by listening on it first.
 */
export async function freePort(): Promise<number> {
  const range = existsSync(EPHEMERAL_RANGE) ? readFileSync(EPHEMERAL_RANGE, 'utf8').trim().split(/\s+/).map(Number) : [];
  const below = range[0] > LOWEST_PORT + 1000 ? range[0] : null;
  for (let tries = 0; tries < 50; tries++) {
    const port = below ? LOWEST_PORT + Math.floor(Math.random() * (below - LOWEST_PORT)) : 0;
    const taken = await listenOnce(port);
    if (taken !== null) return taken;
  }
  throw new Error(`no free port found below ${below}`);
}

const EPHEMERAL_RANGE = '/proc/sys/net/ipv4/ip_local_port_range';
const LOWEST_PORT = 10_000;

/** The port a listener got on 127.0.0.1 (closed again), or null when that one is in use. */
async function listenOnce(port: number): Promise<number | null> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (!listening) return null;
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address && typeof address !== 'string' ? address.port : null;
}

/** The built API as its own process (apps/api/dist/main.js), so a test can SIGKILL it. */
export class ApiProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {}

  static async start(port: number, env: Record<string, string>): Promise<ApiProcess> {
    if (!existsSync(apiMain)) throw new Error(`${apiMain} is missing: build the API first (npx nx run api:build)`);
    const child = spawn(process.execPath, [apiMain], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const baseUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}: ${stderr}`);
      const healthy = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
      if (healthy) return new ApiProcess(child, baseUrl);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill('SIGKILL');
    throw new Error(`the API did not become healthy: ${stderr}`);
  }

  /** No shutdown hooks, no flush: the process is gone mid-request. */
  async kill(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }
}
