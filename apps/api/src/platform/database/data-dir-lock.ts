import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';

  /** `ownerPid`: the live process holding the directory, when known (a tool may name it in its own advice). */
  constructor(
    message: string,
    readonly dataDir: string,
    readonly ownerPid: number | null = null,
  ) {
    super(message);
  }
}

/**
 * PGlite is one process's database: a second process on the same directory would corrupt it.
 * A pid file claims the directory; a pid file left by a killed process is taken over.
 */
export class DataDirLock {
  private constructor(private readonly file: string) {}

  static acquire(dataDir: string): DataDirLock {
    const file = path.join(dataDir, 'jhatpat.pid');
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(file, 'wx', 0o600);
        writeSync(fd, String(process.pid));
        closeSync(fd);
        return new DataDirLock(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = Number(readFileSync(file, 'utf8'));
        if (isAlive(owner)) {
          throw new DataDirInUseError(
            `the data directory ${dataDir} is in use by another Jhatpat process (pid ${owner}); stop it or set another DATA_DIR`,
            dataDir,
            owner,
          );
        }
        rmSync(file, { force: true });
      }
    }
    throw new DataDirInUseError(`could not claim the data directory ${dataDir}`, dataDir);
  }

  release(): void {
    rmSync(this.file, { force: true });
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A killed process that nobody has reaped yet (its parent gone, and a container's first process that
 * does not reap) still answers kill(pid, 0), though it holds no file and runs no code: on Linux its
 * state in /proc says so. A `npm run rebuild` killed with SIGKILL left one, and the shop refused to
 * start on its directory (clean-clone CI of bd28a23).
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch (error) {
    // Gone between kill(pid, 0) and this read: as dead as a zombie, so the directory is free. No /proc at
    // all (not Linux): kill(pid, 0) has answered for it.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && existsSync('/proc/self/stat');
  }
}
