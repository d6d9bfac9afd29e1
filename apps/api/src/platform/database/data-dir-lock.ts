import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
