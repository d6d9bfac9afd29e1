import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { personalDataKeyOf, type TestDatabase } from '../../support/test-database.js';

export { personalDataKeyOf };

export const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The settings a person would give the shop for this test database: the data directory on the embedded
 * engine; on PostgreSQL its URL, the JWT secret a shared database requires, and the sandbox with its
 * secret (a deployment takes cash only unless asked: these tests pay online).
 */
export function shopEnv(database: TestDatabase): Record<string, string> {
  const base = { DATA_DIR: database.dataDir, LOG_LEVEL: 'warn' };
  if (database.settings.engine === 'pglite') return base;
  return {
    ...base,
    DATABASE_URL: database.settings.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PERSONAL_DATA_KEY: personalDataKeyOf(database),
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  };
}

/**
 * What an operator or auditor gives a command-line tool: only where the database is. The signing
 * secrets are set empty (as if unset, whatever this process's environment holds), because the tools
 * must work without them.
 */
export function toolEnv(database: TestDatabase): Record<string, string> {
  const where: Record<string, string> =
    database.settings.engine === 'pglite' ? { PERSONAL_DATA_KEY: '' } : { DATABASE_URL: database.settings.url, PERSONAL_DATA_KEY: personalDataKeyOf(database) };
  return { DATA_DIR: database.dataDir, LOG_LEVEL: 'warn', JWT_SECRET: '', PAYMENT_WEBHOOK_SECRET: '', ...where };
}

/** `npm run <script> [-- args]` from the repository root, as a person types it; resolves when it exits. */
export function npmRun(script: string, args: string[], env: Record<string, string>, timeoutMs = 240_000): Promise<CommandResult> {
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      reject(new Error(`npm run ${script} ${args.join(' ')} did not finish in ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * `npm run <script> [-- args]` left running, for a test that watches its output and may kill it
 * midway (its whole process group, npm and the tool, as an operator's kill -9 or an OOM kill would).
 */
export class NpmProcess {
  readonly output = { stdout: '', stderr: '' };
  readonly exited: Promise<CommandResult>;
  private readonly child: ChildProcess;

  constructor(script: string, args: string[], env: Record<string, string>) {
    this.child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output.stdout += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output.stderr += chunk.toString()));
    this.exited = new Promise((resolve, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (code) => resolve({ code, ...this.output }));
    });
  }

  /** Resolves once its output matches `pattern`; rejects if it exits first or takes longer than `timeoutMs`. */
  async waitFor(pattern: RegExp, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(`${this.output.stdout}${this.output.stderr}`)) {
      if (hasExited(this.child)) throw new Error(`exited before printing ${pattern}\nstdout: ${this.output.stdout}\nstderr: ${this.output.stderr}`);
      if (Date.now() > deadline) throw new Error(`did not print ${pattern} in ${timeoutMs} ms\nstdout: ${this.output.stdout}\nstderr: ${this.output.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  kill(signal: NodeJS.Signals): void {
    killGroup(this.child, signal);
  }
}

/** `npm run serve` (or `npm start`) as its own process group, so stopping it stops npm and the shop. */
export class ShopProcess {
  private constructor(
    private readonly child: ChildProcess,
    /** The port the shop took (it is started on PORT=0 and says which in its banner). */
    readonly port: number,
    private readonly output: { stdout: string; stderr: string },
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get stdout(): string {
    return this.output.stdout;
  }

  get stderr(): string {
    return this.output.stderr;
  }

  /**
   * Starts the shop on a port it picks itself (PORT=0) and reads which from its banner. A port found free
   * beforehand and handed over could be taken meanwhile as the local end of any outgoing connection on
   * the machine (it came from the same ephemeral range), and the shop then failed with EADDRINUSE (CI of
   * 2026-12-01).
   */
  static async start(script: 'serve' | 'start', env: Record<string, string>, timeoutMs = 240_000): Promise<ShopProcess> {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: repoRoot,
      env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const output = { stdout: '', stderr: '' };
    child.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (hasExited(child)) throw new Error(`npm run ${script} exited with ${child.exitCode ?? child.signalCode}\nstdout: ${output.stdout}\nstderr: ${output.stderr}`);
      // The banner is printed once the shop listens; health then answers.
      const port = Number(/Jhatpat is open at http:\/\/localhost:(\d+)/.exec(output.stderr)?.[1] ?? 0);
      if (port > 0 && (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false))) {
        return new ShopProcess(child, port, output);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    killGroup(child, 'SIGKILL');
    throw new Error(`npm run ${script} did not open the shop in ${timeoutMs} ms\nstdout: ${output.stdout}\nstderr: ${output.stderr}`);
  }

  /**
   * Ctrl-C: the shop closes its sockets and database, then ends by the signal (as a Node process that
   * re-raises it does), so a clean stop reads `{ code: null, signal: 'SIGINT' }`; a crash reads a code.
   */
  async stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (hasExited(this.child)) return { code: this.child.exitCode, signal: this.child.signalCode };
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      this.child.once('close', (code, signal) => resolve({ code, signal })),
    );
    killGroup(this.child, 'SIGINT');
    const timer = setTimeout(() => killGroup(this.child, 'SIGKILL'), 20_000);
    const result = await exited;
    clearTimeout(timer);
    return result;
  }
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
