import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { DataDirInUseError, DataDirLock } from './data-dir-lock.js';

describe('DataDirLock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'jp-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('claims a free directory and frees it on release', () => {
    const lock = DataDirLock.acquire(dir);
    expect(readFileSync(path.join(dir, 'jhatpat.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
    DataDirLock.acquire(dir).release();
  });

  it('refuses a directory that a live process holds', () => {
    writeFileSync(path.join(dir, 'jhatpat.pid'), String(process.ppid));
    expect(() => DataDirLock.acquire(dir)).toThrow(DataDirInUseError);
    expect(() => DataDirLock.acquire(dir)).toThrow(/in use by another Jhatpat process/);
  });

  it('takes over a pid file left by a process that was killed', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(path.join(dir, 'jhatpat.pid'), gone);
    const lock = DataDirLock.acquire(dir);
    expect(readFileSync(path.join(dir, 'jhatpat.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  // `sleep 1` exits, and its parent, exec'd into `sleep 6` by then, never reaps it: a zombie for five
  // seconds. With `sleep 0` the child could end before the exec, and the shell reap it (CI of c47caa6,
  // 2026-11-30: ENOENT on its /proc entry).
  const linux = process.platform === 'linux' ? it : it.skip;
  linux('takes over a pid file whose process was killed but not yet reaped (a zombie)', async () => {
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 6'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = await new Promise<string>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
      await waitUntil(() => /\) Z /.test(readFileSync(`/proc/${zombie}/stat`, 'utf8')));
      writeFileSync(path.join(dir, 'jhatpat.pid'), zombie);
      DataDirLock.acquire(dir).release();
    } finally {
      parent.kill();
    }
  });
});

async function waitUntil(holds: () => boolean): Promise<void> {
  for (let tries = 0; !holds(); tries++) {
    if (tries > 250) throw new Error('never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
