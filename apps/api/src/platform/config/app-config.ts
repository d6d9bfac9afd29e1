import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error.js';
import { optionalSetting, readSettings, refuse } from './settings-schema.js';
import type { PaymentSettings } from './payment-settings.js';
import { type LoginLimits, loginLimitDefaults } from './login-limits.js';
import type { ClientLimits } from './client-limits.js';
import type { SmsSettings } from './sms-settings.js';

export { type LoginLimits, loginLimitDefaults };
export { assertStrongJwtSecret, MIN_JWT_SECRET_BYTES } from '../auth/jwt-settings.js';
export {
  assertStrongPaymentSecret,
  MIN_PAYMENT_SECRET_BYTES,
  type PaymentProviderChoice,
  paymentProviderChoices,
  type PaymentSettings,
  type RazorpaySettings,
} from './payment-settings.js';
export { type Msg91Settings, type SmsProviderChoice, smsProviderChoices, type SmsSettings } from './sms-settings.js';

export type DatabaseSettings =
  /** ownerUrl (DATABASE_OWNER_URL): the role that owns the tables and migrates them; `url` is then the shop's lesser role. */
  /** asOwner: connect as ownerUrl's role (a tool that creates and renames tables); the shop's role is still granted. */
  /** poolSize (DATABASE_POOL_SIZE): connections the shop keeps to PostgreSQL; absent: defaultPoolSize(). */
  | { engine: 'postgres'; url: string; ownerUrl?: string; asOwner?: boolean; poolSize?: number }
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
  /** Login by OTP: who sends the codes (SMS_PROVIDER, MSG91_*); unset: the sandbox (configs built in code, e.g. tests). */
  sms?: SmsSettings;
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

const postgresUrl = (name: string) =>
  optionalSetting.refine((url) => url === undefined || /^postgres(ql)?:\/\//.test(url), `${name} must start with postgres:// or postgresql://`);

/**
 * Connections to PostgreSQL when DATABASE_POOL_SIZE is unset: twice the cores plus one, at least 4 and at
 * most 20 (docs/decisions.md#pool-size). A transaction works on a core or waits for the disk; past that,
 * more connections only make every transaction wait longer for a core, and a hot shelf's lock with it.
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.min(MAX_DEFAULT_POOL, Math.max(MIN_DEFAULT_POOL, 2 * cores + 1));
}
const MIN_DEFAULT_POOL = 4;
const MAX_DEFAULT_POOL = 20;
const MAX_POOL = 100;

const poolSizeSetting = optionalSetting.transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  const size = Number(raw);
  return /^\d+$/.test(raw) && size >= 1 && size <= MAX_POOL ? size : refuse(ctx, `DATABASE_POOL_SIZE must be a whole number from 1 to ${MAX_POOL}, got "${raw}"`);
});

/** DATA_DIR, DATABASE_URL, DATABASE_OWNER_URL and DATABASE_POOL_SIZE: where the shop's data lives. */
export const databaseSettingsSchema = z
  .object({ DATA_DIR: z.string().default('./.data'), DATABASE_URL: postgresUrl('DATABASE_URL'), DATABASE_OWNER_URL: postgresUrl('DATABASE_OWNER_URL'), DATABASE_POOL_SIZE: poolSizeSetting })
  .transform(({ DATA_DIR, DATABASE_URL: url, DATABASE_OWNER_URL: ownerUrl, DATABASE_POOL_SIZE: poolSize }, ctx) => {
    // The embedded database is one process's and no security boundary (docs/decisions.md#tamper-evidence).
    if (ownerUrl && !url) return refuse(ctx, 'DATABASE_OWNER_URL needs DATABASE_URL (the role the shop connects as); the embedded database has no roles');
    // PGlite is one session: its pool is always one connection.
    if (poolSize !== undefined && !url) return refuse(ctx, 'DATABASE_POOL_SIZE needs DATABASE_URL; the embedded database is one session');
    const dataDir = path.resolve(DATA_DIR);
    const database: DatabaseSettings = url
      ? { engine: 'postgres', url, ...(ownerUrl ? { ownerUrl } : {}), ...(poolSize ? { poolSize } : {}) }
      : { engine: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    return { dataDir, database };
  });

/**
 * Where the shop's data lives (DATABASE_URL, or the embedded database under DATA_DIR), and nothing
 * else: what the command-line tools need, without the server's secrets and ports.
 */
export function loadDatabaseSettings(env: NodeJS.ProcessEnv = process.env): { dataDir: string; database: DatabaseSettings } {
  return readSettings(databaseSettingsSchema, env);
}
