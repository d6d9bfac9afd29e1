import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret the embedded shop makes for itself on first start and keeps in DATA_DIR (mode 0600): the
 * JWT secret, the sandbox's webhook secret, the personal-data key. Returns the file's content, trimmed.
 */
export function keptSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' creates the file only if it is absent, so two starts can never write different secrets.
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, make());
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
