import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/config-error.js';
import { keptSecret } from '../config/kept-secret.js';
import { KEY_BYTES } from './envelope.js';

export const KEK_FILE = 'personal-data-key';
const HOW = 'e.g. the output of: openssl rand -base64 32';

/** PERSONAL_DATA_KEY as 32 bytes: base64 (or base64url) of exactly 32 random bytes. */
export function parseKeyEncryptionKey(raw: string, source = 'PERSONAL_DATA_KEY'): Buffer {
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new ConfigError(`${source} must be ${KEY_BYTES} random bytes in base64 (${HOW})`);
  return key;
}

/**
 * The key that wraps every customer's data key: PERSONAL_DATA_KEY, or on the embedded database one
 * generated once and kept in DATA_DIR (like the JWT secret). `create: false` (the command-line tools)
 * reads a kept key but never makes one: a tool must not invent a key the shop does not have.
 */
export function keyEncryptionKeyFor(configured: string | undefined, dataDir: string, create: boolean): Buffer | null {
  if (configured !== undefined) return parseKeyEncryptionKey(configured);
  const file = path.join(dataDir, KEK_FILE);
  if (create) return parseKeyEncryptionKey(keptSecret(dataDir, KEK_FILE, () => randomBytes(KEY_BYTES).toString('base64')), file);
  return existsSync(file) ? parseKeyEncryptionKey(readFileSync(file, 'utf8'), file) : null;
}

/** PERSONAL_DATA_KEY as loadConfig reads it: required with DATABASE_URL, checked when set. */
export function personalDataKeySetting(raw: string | undefined, sharedDatabase: boolean): { personalDataKey?: string } {
  if (raw === undefined || raw.trim() === '') {
    // Instances on one PostgreSQL must share the key, and it must live outside the database it protects.
    if (sharedDatabase) {
      throw new ConfigError(
        'PERSONAL_DATA_KEY must be set when DATABASE_URL is set: 32 random bytes in base64 that encrypt customers\' personal data (e.g. the output of: openssl rand -base64 32); keep it outside the database and its backups',
      );
    }
    return {};
  }
  parseKeyEncryptionKey(raw);
  return { personalDataKey: raw.trim() };
}
