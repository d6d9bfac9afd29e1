import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const apiMain = `${repoRoot}apps/api/dist/main.js`;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
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
