import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
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
});
