import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type DatabaseSettings =
  | { engine: 'postgres'; url: string }
  | { engine: 'pglite'; dataDir: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseSettings;
  dataDir: string;
  /** The built web app served at "/", or null when it has not been built (API-only runs). */
  webDistDir: string | null;
  logLevel: LogLevel;
  /** Demo catalog and accounts are seeded on an empty database unless SEED_DEMO=false. */
  seedDemoData: boolean;
}

export const logLevels = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof logLevels)[number];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

/** Reads the API's settings from the environment; every setting is documented in .env.example. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = parsePort(env.PORT ?? '3000');
  const dataDir = path.resolve(env.DATA_DIR ?? './.data');
  const databaseUrl = env.DATABASE_URL?.trim();
  const logLevel = (env.LOG_LEVEL ?? 'log') as LogLevel;
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    database: databaseUrl
      ? { engine: 'postgres', url: databaseUrl }
      : { engine: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    webDistDir: resolveWebDist(env.WEB_DIST_DIR),
    logLevel,
    seedDemoData: env.SEED_DEMO !== 'false',
  };
}

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function resolveWebDist(configured: string | undefined): string | null {
  const dir = configured ? path.resolve(configured) : path.join(repoRoot, 'apps/web/dist');
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}
