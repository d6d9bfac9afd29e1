import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type AppConfig, assertStrongJwtSecret, ConfigError } from '../config/app-config.js';
import { keptSecret } from '../config/kept-secret.js';

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
  const secret = keptSecret(config.dataDir, SECRET_FILE, () => randomBytes(48).toString('base64url'));
  const file = path.join(config.dataDir, SECRET_FILE);
  if (Buffer.byteLength(secret) < 32) {
    throw new ConfigError(`${file} holds a secret shorter than 32 bytes; delete it to have a new one generated`);
  }
  return secret;
}
