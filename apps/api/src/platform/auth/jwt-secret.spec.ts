import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppConfig, ConfigError } from '../config/app-config.js';
import { jwtSecretFor } from './jwt-secret.js';

describe('jwtSecretFor', () => {
  let dataDir: string;
  const config = (extra: Partial<AppConfig> = {}) =>
    ({ dataDir, database: { engine: 'pglite', dataDir: path.join(dataDir, 'pglite') }, ...extra }) as AppConfig;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'jp-secret-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses JWT_SECRET when it is set', () => {
    expect(jwtSecretFor(config({ jwtSecret: 's'.repeat(40) }))).toBe('s'.repeat(40));
  });

  it('refuses a JWT_SECRET shorter than 32 bytes', () => {
    expect(() => jwtSecretFor(config({ jwtSecret: 'changeme' }))).toThrow(ConfigError);
  });

  it('generates 48 random bytes once, kept in DATA_DIR with mode 0600, so tokens survive a restart', () => {
    const first = jwtSecretFor(config());
    expect(Buffer.from(first, 'base64url')).toHaveLength(48);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(jwtSecretFor(config())).toBe(first);
  });

  it('refuses a kept secret that someone shortened', () => {
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'short');
    expect(() => jwtSecretFor(config())).toThrow(/shorter than 32 bytes/);
  });
});
