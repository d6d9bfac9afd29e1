import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config-error.js';
import { parseDuration } from './durations.js';
import { type PaymentSettings, parsePayments } from './payment-settings.js';
import { type LoginLimits, loginLimitDefaults } from './login-limits.js';
import { type ClientLimits, parseClientLimits } from './client-limits.js';
import { parseTrustProxy } from './trust-proxy.js';
import { personalDataKeySetting } from '../personal-data/key-encryption-key.js';

export { type LoginLimits, loginLimitDefaults };
export {
  assertStrongPaymentSecret,
  MIN_PAYMENT_SECRET_BYTES,
  type PaymentProviderChoice,
  paymentProviderChoices,
  type PaymentSettings,
  type RazorpaySettings,
} from './payment-settings.js';

export type DatabaseSettings =
  /** ownerUrl (DATABASE_OWNER_URL): the role that owns the tables and migrates them; `url` is then the shop's lesser role. */
  /** asOwner: connect as ownerUrl's role (a tool that creates and renames tables); the shop's role is still granted. */
  | { engine: 'postgres'; url: string; ownerUrl?: string; asOwner?: boolean }
  | { engine: 'pglite'; dataDir: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseSettings;
  dataDir: string;
  /** The built web app served at "/", or null when it has not been built (API-only runs). */
  webDistDir: string | null;
  /** The built Storybook served at /storybook, so designers review the running version's screens. */
  storybookDir?: string | null;
  logLevel: LogLevel;
  /** JSON lines (log shippers) or one readable line per entry (a terminal); absent: JSON. */
  logFormat?: LogFormat;
  /**
   * Demo catalog and accounts, put into a database once (SEED_DEMO): by default on the embedded
   * database only; with DATABASE_URL only when SEED_DEMO=true (docs/decisions.md#demo-data).
   */
  seedDemoData: boolean;
  /** HS256 signing secret (≥ 32 bytes); unset: a secret generated once and kept in DATA_DIR (embedded mode). */
  jwtSecret?: string;
  /** Lifetime of a login token in seconds (JWT_EXPIRES_IN, default 12h). */
  jwtExpiresInSeconds?: number;
  /** Failed-login limits; tests shrink them, production keeps the defaults of loginLimitDefaults. */
  loginLimits?: LoginLimits;
  /** A Nominatim-compatible geocoder (GEOCODER_URL); unset: the built-in gazetteer answers. */
  geocoder?: GeocoderSettings;
  /** Payment providers (PAYMENT_WEBHOOK_SECRET, RAZORPAY_*, PUBLIC_URL); unset: the sandbox with a kept secret. */
  payments?: PaymentSettings;
  /** METRICS_TOKEN: the bearer token Prometheus scrapes /api/metrics with; unset, only admins may read it. */
  metricsToken?: string;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-* headers name the client (Fastify's trustProxy: addresses
   * and networks). Unset: none, so no client can pick the address its limits count under.
   */
  trustProxy?: string;
  /** GUEST_CART_EXPIRY: a guest cart idle this long is closed (default 30d, docs/decisions.md#guest-cart-expiry). */
  guestCartExpiryMs?: number;
  /** Per-client budgets for anonymous writes and costly reads (CLIENT_LIMITS); absent: clientLimitDefaults. */
  clientLimits?: ClientLimits;
  /** PERSONAL_DATA_KEY (docs/decisions.md#erasure); unset: one kept in DATA_DIR (embedded only), read-only for the tools. */
  personalDataKey?: string;
  personalDataKeyReadOnly?: boolean;
}

export interface GeocoderSettings {
  /** Base URL; /search and /reverse are appended. */
  url: string;
  /** Nominatim's usage policy asks for an identifying User-Agent (GEOCODER_USER_AGENT). */
  userAgent: string;
  /** Nominatim's usage policy: at most 1 request per second, across the process. */
  minIntervalMs: number;
  timeoutMs: number;
  cacheTtlMs: number;
}

export const geocoderDefaults = {
  userAgent: 'Jhatpat-API/1.0 (quick-delivery grocery shop, Patna; location search for its customers)',
  minIntervalMs: 1000,
  timeoutMs: 3000,
  cacheTtlMs: 10 * 60 * 1000,
} as const;

/** OWASP JWT cheat sheet: an HS256 secret is at least as long as the hash output, 256 bits. */
export const MIN_JWT_SECRET_BYTES = 32;

export const logLevels = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof logLevels)[number];

export const logFormats = ['json', 'pretty'] as const;
export type LogFormat = (typeof logFormats)[number];

/** LOG_FORMAT when set; otherwise by where stdout goes: a person at a terminal reads lines, a pipe (docker, CI, a log shipper) takes JSON. */
export function chooseLogFormat(raw: string | undefined, stdoutIsTTY: boolean): LogFormat {
  if (raw === undefined || raw === '') return stdoutIsTTY ? 'pretty' : 'json';
  if (!(logFormats as readonly string[]).includes(raw)) throw new ConfigError(`LOG_FORMAT must be one of ${logFormats.join(', ')}, got "${raw}"`);
  return raw as LogFormat;
}

export { ConfigError };

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

/** Reads the API's settings from the environment; every setting is documented in .env.example. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = parsePort(env.PORT ?? '3000');
  const { dataDir, database } = loadDatabaseSettings(env);
  const sharedDatabase = database.engine === 'postgres';
  const logLevel = (env.LOG_LEVEL ?? 'log') as LogLevel;
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const jwtSecret = parseJwtSecret(env.JWT_SECRET, sharedDatabase);
  const seedDemoData = parseSeedDemo(env.SEED_DEMO, sharedDatabase);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    database,
    webDistDir: resolveWebDist(env.WEB_DIST_DIR),
    storybookDir: resolveWebDist(env.STORYBOOK_DIR, 'stories/storybook-static'),
    logLevel,
    logFormat: chooseLogFormat(env.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    seedDemoData,
    ...(jwtSecret ? { jwtSecret } : {}),
    jwtExpiresInSeconds: parseDuration(env.JWT_EXPIRES_IN ?? '12h'),
    loginLimits: loginLimitDefaults,
    ...parseGeocoder(env),
    payments: parsePayments(env, sharedDatabase, seedDemoData),
    ...parseMetricsToken(env.METRICS_TOKEN),
    ...parseTrustProxy(env.TRUST_PROXY),
    clientLimits: parseClientLimits(env.CLIENT_LIMITS),
    guestCartExpiryMs: parseDuration(env.GUEST_CART_EXPIRY ?? '30d', 'GUEST_CART_EXPIRY') * 1000,
    ...personalDataKeySetting(env.PERSONAL_DATA_KEY, sharedDatabase),
  };
}

/**
 * Where the shop's data lives (DATABASE_URL, or the embedded database under DATA_DIR), and nothing
 * else: what the command-line tools need, without the server's secrets and ports.
 */
export function loadDatabaseSettings(env: NodeJS.ProcessEnv = process.env): { dataDir: string; database: DatabaseSettings } {
  const dataDir = path.resolve(env.DATA_DIR ?? './.data');
  const databaseUrl = env.DATABASE_URL?.trim();
  const ownerUrl = env.DATABASE_OWNER_URL?.trim() || undefined;
  for (const [name, url] of [['DATABASE_URL', databaseUrl], ['DATABASE_OWNER_URL', ownerUrl]] as const) {
    if (url && !/^postgres(ql)?:\/\//.test(url)) throw new ConfigError(`${name} must start with postgres:// or postgresql://`);
  }
  // The embedded database is one process's and no security boundary (docs/decisions.md#tamper-evidence).
  if (ownerUrl && !databaseUrl) throw new ConfigError('DATABASE_OWNER_URL needs DATABASE_URL (the role the shop connects as); the embedded database has no roles');
  return {
    dataDir,
    database: databaseUrl ? { engine: 'postgres', url: databaseUrl, ...(ownerUrl ? { ownerUrl } : {}) } : { engine: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  };
}

function parseGeocoder(env: NodeJS.ProcessEnv): { geocoder?: GeocoderSettings } {
  const url = env.GEOCODER_URL?.trim();
  if (!url) return {};
  if (!/^https?:\/\//.test(url)) throw new ConfigError('GEOCODER_URL must start with http:// or https://');
  return { geocoder: { ...geocoderDefaults, url, userAgent: env.GEOCODER_USER_AGENT?.trim() || geocoderDefaults.userAgent } };
}

function parseJwtSecret(raw: string | undefined, sharedDatabase: boolean): string | undefined {
  if (raw === undefined || raw === '') {
    // Several instances on one PostgreSQL must share one secret, so none may invent its own.
    if (sharedDatabase) {
      throw new ConfigError(
        'JWT_SECRET must be set when DATABASE_URL is set (at least 32 random bytes, e.g. the output of: openssl rand -base64 48)',
      );
    }
    return undefined;
  }
  assertStrongJwtSecret(raw);
  return raw;
}

export function assertStrongJwtSecret(secret: string): void {
  if (Buffer.byteLength(secret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes of random data (e.g. the output of: openssl rand -base64 48)`,
    );
  }
}

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function resolveWebDist(configured: string | undefined, fallback = 'apps/web/dist'): string | null {
  const dir = configured ? path.resolve(configured) : path.join(repoRoot, fallback);
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}

/**
 * Demo accounts have published passwords: a shop on PostgreSQL is a deployment, so it gets them only
 * when asked; the embedded database is the try-it-out shop, so it gets them unless told not to.
 */
function parseSeedDemo(raw: string | undefined, sharedDatabase: boolean): boolean {
  const value = raw?.trim();
  if (value === undefined || value === '') return !sharedDatabase;
  if (value !== 'true' && value !== 'false') throw new ConfigError(`SEED_DEMO must be true or false, got "${raw}"`);
  return value === 'true';
}

/** Anyone holding it reads the shop's metrics, so it is a secret like the others: 32+ random bytes. */
function parseMetricsToken(raw: string | undefined): { metricsToken?: string } {
  const token = raw?.trim();
  if (!token) return {};
  if (Buffer.byteLength(token, 'utf8') < MIN_METRICS_TOKEN_BYTES) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_BYTES} bytes of random data (e.g. the output of: openssl rand -hex 32)`);
  }
  if (!/^[\x21-\x7e]+$/.test(token)) throw new ConfigError('METRICS_TOKEN must be printable ASCII without spaces (it is sent as a bearer token)');
  return { metricsToken: token };
}

export const MIN_METRICS_TOKEN_BYTES = 32;
