import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { type AppConfig, assertStrongJwtSecret, ConfigError } from '../config/app-config.js';

const SECRET_FILE = 'jwt-secret';

/**
 * The secret that signs login tokens: JWT_SECRET, or on the embedded database one generated once and
 * kept in DATA_DIR, so that tokens survive a restart without the operator having to invent a secret.
 * (loadConfig refuses DATABASE_URL without JWT_SECRET: instances sharing a database must share the secret.)
 */
export function jwtSecretFor(config: AppConfig): string {
  if (config.jwtSecret !== undefined) {
    assertStrongJwtSecret(config.jwtSecret);
    return config.jwtSecret;
  }
  return keptSecret(config.dataDir);
}

function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' creates the file only if it is absent, so two starts can never write different secrets.
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, randomBytes(48).toString('base64url'));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(secret) < 32) {
    throw new ConfigError(`${file} holds a secret shorter than 32 bytes; delete it to have a new one generated`);
  }
  return secret;
}
