import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../config/app-config.js';
import { loadPlatformSettings as loadConfig } from '../config/platform-settings.js';
import { KEK_FILE, keyEncryptionKeyFor } from './key-encryption-key.js';

describe('the key-encryption key', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'jp-kek-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('on the embedded database is made once and kept in DATA_DIR (mode 0600)', () => {
    const first = keyEncryptionKeyFor(undefined, dataDir, true)!;
    expect(first).toHaveLength(32);
    expect(keyEncryptionKeyFor(undefined, dataDir, true)!.equals(first)).toBe(true);
    expect(statSync(path.join(dataDir, KEK_FILE)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(path.join(dataDir, KEK_FILE), 'utf8'), 'base64').equals(first)).toBe(true);
  });

  it('is never made by a tool: without one kept, there is none', () => {
    expect(keyEncryptionKeyFor(undefined, dataDir, false)).toBeNull();
  });

  it('PERSONAL_DATA_KEY wins, and must be 32 bytes of base64', () => {
    const key = randomBytes(32);
    expect(keyEncryptionKeyFor(key.toString('base64'), dataDir, true)!.equals(key)).toBe(true);
    expect(() => keyEncryptionKeyFor('short', dataDir, true)).toThrow(ConfigError);
  });

  it('a PostgreSQL deployment refuses to start without PERSONAL_DATA_KEY', () => {
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x', JWT_SECRET: 's'.repeat(48), DATA_DIR: dataDir };
    expect(() => loadConfig(env)).toThrow(/PERSONAL_DATA_KEY must be set when DATABASE_URL is set/);
    expect(() => loadConfig({ ...env, PERSONAL_DATA_KEY: 'dG9vIHNob3J0' })).toThrow(/PERSONAL_DATA_KEY must be 32 random bytes in base64/);
    expect(loadConfig({ ...env, PERSONAL_DATA_KEY: randomBytes(32).toString('base64') }).personalDataKey).toBeDefined();
    expect(loadConfig({ DATA_DIR: dataDir }).personalDataKey).toBeUndefined();
  });
});
