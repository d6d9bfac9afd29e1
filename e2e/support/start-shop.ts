import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const apiMain = join(repoRoot, 'apps/api/dist/main.js');
const webIndex = join(repoRoot, 'apps/web/dist/index.html');

// A quiet machine boots the embedded shop in a few seconds; beside npm test's API suites (load 15 on 2
// cores) the journeys' boots took ~30 s, and one took over 60 (CI of 2a22a0c): the wait is for a start, not a budget.
const READY_TIMEOUT_MS = 150_000;
const STOP_GRACE_MS = 10_000;
const LOG_LINES_KEPT = 60;
const LOG_LINES_SHOWN = 40;

export interface RunningShop {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  /** The embedded engine's temporary DATA_DIR (unused on PostgreSQL). */
  dataDir: string;
  /** What /api/health answered once the shop was ready. */
  health: { status: string; engine?: string; [key: string]: unknown };
  /** The child's most recent stdout/stderr lines (for debugging a failed journey). */
  recentLogs(): string[];
  /** Kills the shop process and removes its temporary DATA_DIR. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartShopOptions {
  /** Extra environment for the shop process. */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /**
   * The embedded engine's data directory starts as a copy of this one (journeys: the run's template,
   * e2e/support/journey-shop.ts) instead of empty, as `npm start` has it on a fresh machine.
   */
  dataTemplate?: string;
  /** Leave the data directory in place when the shop stops (the template itself). */
  keepData?: boolean;
}

/**
 * Starts the built shop (`node apps/api/dist/main.js`: the API under /api plus the built web app)
 * on a free port with a fresh, temporary embedded-database directory and waits for /api/health.
 *
 * DATABASE_URL is passed to the shop only when E2E_DATABASE_URL is set; otherwise the shop uses
 * its embedded PGlite database in the temporary DATA_DIR.
 */
export async function startShop(options: StartShopOptions = {}): Promise<RunningShop> {
  assertBuilt();
  // The free-port probe has a small race window (another process may take the port before the
  // shop binds it), so a start that dies with EADDRINUSE is retried on a new port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt < 3 && error instanceof ShopStartError && error.addressInUse) continue;
      throw error;
    }
  }
}

function assertBuilt(): void {
  const missing = [apiMain, webIndex].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The e2e journeys need the built shop, but ${missing.map((f) => f.slice(repoRoot.length)).join(' and ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} missing: run npm run build first.`,
    );
  }
}

class ShopStartError extends Error {
  constructor(
    message: string,
    readonly addressInUse: boolean,
  ) {
    super(message);
    this.name = 'ShopStartError';
  }
}

async function startOnce(options: StartShopOptions): Promise<RunningShop> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'jhatpat-e2e-'));
  // Synchronously: the promise `cp` walks the directory's files in JavaScript, several times the CPU (apps/api/test/support/migrated-template.ts).
  if (options.dataTemplate) cpSync(options.dataTemplate, dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  // Never let the developer's own database or port settings leak into a journey.
  delete env.DATABASE_URL;
  delete env.PORT;
  delete env.DATA_DIR;
  Object.assign(env, {
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    // The shop's own default log level unless E2E_LOG_LEVEL asks for another (fatal … verbose).
    ...(process.env.E2E_LOG_LEVEL ? { LOG_LEVEL: process.env.E2E_LOG_LEVEL } : {}),
    // On PostgreSQL the journeys ask for what the embedded demo shop has by default: demo data and the sandboxes (payments, SMS).
    ...(process.env.E2E_DATABASE_URL
      ? { DATABASE_URL: process.env.E2E_DATABASE_URL, PERSONAL_DATA_KEY: process.env.PERSONAL_DATA_KEY ?? randomBytes(32).toString('base64'), SEED_DEMO: 'true', PAYMENT_PROVIDER: 'sandbox', PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'), SMS_PROVIDER: 'sandbox' }
      : {}),
    ...options.env,
  });

  const child = spawn(process.execPath, [apiMain], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: string[] = [];
  collectLines(child, logs);

  // If the test runner itself dies, do not leave a shop running in the background.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', killOnExit);
    await killChild(child);
    if (!options.keepData) await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };

  try {
    const health = await waitForHealth(child, baseUrl, logs, options.readyTimeoutMs ?? READY_TIMEOUT_MS);
    return { baseUrl, dataDir, health, recentLogs: () => [...logs], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function collectLines(child: ChildProcess, logs: string[]): void {
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) logs.push(line);
      if (logs.length > LOG_LINES_KEPT) logs.splice(0, logs.length - LOG_LINES_KEPT);
      if (process.env.E2E_SHOW_LOGS) process.stderr.write(lines.map((l) => `[shop] ${l}\n`).join(''));
    });
    stream?.on('end', () => {
      if (partial.trim()) logs.push(partial);
    });
  }
}

async function waitForHealth(
  child: ChildProcess,
  baseUrl: string,
  logs: string[],
  timeoutMs: number,
): Promise<RunningShop['health']> {
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  // Filled in by the child's events while the loop below polls.
  const state: { exit?: { code: number | null; signal: NodeJS.Signals | null }; spawnError?: Error } = {};
  void exited.then((value) => (state.exit = value));
  child.on('error', (error) => (state.spawnError = error));

  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (state.spawnError) throw new ShopStartError(`Could not start the shop: ${state.spawnError.message}`, false);
    const exit = state.exit;
    if (exit) {
      // Give the pipes a moment to flush the last lines before reporting them.
      await delay(100);
      const text = logs.join('\n');
      throw new ShopStartError(
        `The shop (node apps/api/dist/main.js) exited before it was ready ` +
          `(code ${exit.code ?? 'none'}, signal ${exit.signal ?? 'none'}).${formatLogs(logs)}`,
        /EADDRINUSE/.test(text),
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.status === 200) {
        const health = JSON.parse(body) as RunningShop['health'];
        if (health.status !== 'ok') throw new Error(`/api/health answered status "${String(health.status)}"`);
        return health;
      }
      lastProblem = `HTTP ${response.status}: ${body.slice(0, 200)}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await Promise.race([delay(250), exited]);
  }
  throw new ShopStartError(
    `The shop did not answer 200 on ${baseUrl}/api/health within ${Math.round(timeoutMs / 1000)} s ` +
      `(last problem: ${lastProblem}).${formatLogs(logs)}`,
    false,
  );
}

function formatLogs(logs: string[]): string {
  if (logs.length === 0) return '\nThe shop wrote no output.';
  return `\nLast ${Math.min(logs.length, LOG_LINES_SHOWN)} log lines:\n${logs.slice(-LOG_LINES_SHOWN).join('\n')}`;
}

async function killChild(child: ChildProcess): Promise<void> {
  // pid is undefined when the process could not be spawned at all.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

/** Asks the OS for a free TCP port on 127.0.0.1, then releases it for the shop to take. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('Could not find a free port'))));
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
