import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { JWT_SECRET_NEEDED, jwtSettingsFields } from '../auth/jwt-settings.js';
import { personalDataKeySetting } from '../personal-data/key-encryption-key.js';
import { REPO_ROOT } from './api-root.js';
import { type AppConfig, chooseLogFormat, databaseSettingsSchema, loginLimitDefaults, logLevels } from './app-config.js';
import { clientLimitsSetting } from './client-limits.js';
import { asIssue, durationSetting, optionalSetting, readSettings, refuse } from './settings-schema.js';
import { trustProxySetting } from './trust-proxy.js';

/** What the platform itself reads; each context's own settings (payments, geocoder) are parsed by that context. */
export type PlatformSettings = Omit<AppConfig, 'geocoder' | 'payments' | 'sms'>;

export const MIN_METRICS_TOKEN_BYTES = 32;

const port = z
  .string()
  .default('3000')
  .transform((raw, ctx) => {
    const value = Number(raw);
    return Number.isInteger(value) && value >= 0 && value <= 65_535 ? value : refuse(ctx, `PORT must be a whole number from 0 to 65535, got "${raw}"`);
  });

/** Anyone holding it reads the shop's metrics, so it is a secret like the others: 32+ random bytes. */
const metricsToken = optionalSetting
  .refine((token) => token === undefined || Buffer.byteLength(token, 'utf8') >= MIN_METRICS_TOKEN_BYTES, {
    message: `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_BYTES} bytes of random data (e.g. the output of: openssl rand -hex 32)`,
  })
  .refine((token) => token === undefined || /^[\x21-\x7e]+$/.test(token), {
    message: 'METRICS_TOKEN must be printable ASCII without spaces (it is sent as a bearer token)',
  });

const seedDemo = z
  .string()
  .optional()
  .transform((raw, ctx): boolean | undefined => {
    const value = raw?.trim();
    if (value === undefined || value === '') return undefined;
    return value === 'true' || value === 'false' ? value === 'true' : refuse(ctx, `SEED_DEMO must be true or false, got "${raw}"`);
  });

const logLevel = z.enum(logLevels, { error: (issue) => `LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${String(issue.input)}"` }).default('log');

export type DataPlace = z.output<typeof databaseSettingsSchema>;

/** The server's own settings: where it listens, what it logs, how it signs logins, whether it seeds demo data. */
export const serverSettingsSchema = ({ database }: DataPlace) =>
  z
    .object({
      PORT: port,
      HOST: z.string().default('0.0.0.0'),
      LOG_LEVEL: logLevel,
      ...jwtSettingsFields,
      SEED_DEMO: seedDemo,
      LOG_FORMAT: z.string().optional(),
      WEB_DIST_DIR: z.string().optional(),
      STORYBOOK_DIR: z.string().optional(),
    })
    .transform((env, ctx) => {
      const sharedDatabase = database.engine === 'postgres';
      if (env.JWT_SECRET === undefined && sharedDatabase) return refuse(ctx, JWT_SECRET_NEEDED);
      return {
        port: env.PORT,
        host: env.HOST,
        webDistDir: resolveWebDist(env.WEB_DIST_DIR),
        storybookDir: resolveWebDist(env.STORYBOOK_DIR, 'stories/storybook-static'),
        logLevel: env.LOG_LEVEL,
        logFormat: asIssue(ctx, () => chooseLogFormat(env.LOG_FORMAT, Boolean(process.stdout.isTTY))),
        // Demo accounts have published passwords: a shop on PostgreSQL is a deployment, so it gets them only
        // when asked; the embedded database is the try-it-out shop, so it gets them unless told not to.
        seedDemoData: env.SEED_DEMO ?? !sharedDatabase,
        ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
        jwtExpiresInSeconds: env.JWT_EXPIRES_IN,
        loginLimits: loginLimitDefaults,
      };
    });

/** What guards the shop: the metrics token, trusted proxies, per-client limits, idle guest carts, the personal-data key. */
export const guardSettingsSchema = ({ database }: DataPlace) =>
  z
    .object({
      METRICS_TOKEN: metricsToken,
      TRUST_PROXY: trustProxySetting,
      CLIENT_LIMITS: clientLimitsSetting,
      GUEST_CART_EXPIRY: durationSetting('GUEST_CART_EXPIRY', '30d'),
      PERSONAL_DATA_KEY: z.string().optional(),
    })
    .transform((env, ctx) => ({
      ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
      ...(env.TRUST_PROXY ? { trustProxy: env.TRUST_PROXY } : {}),
      clientLimits: env.CLIENT_LIMITS,
      guestCartExpiryMs: env.GUEST_CART_EXPIRY,
      ...asIssue(ctx, () => personalDataKeySetting(env.PERSONAL_DATA_KEY, database.engine === 'postgres')),
    }));

/** The platform's settings from the environment; where the data lives comes first, as the rest depends on it. */
export function loadPlatformSettings(env: NodeJS.ProcessEnv = process.env): PlatformSettings {
  const place = readSettings(databaseSettingsSchema, env);
  return { ...place, ...readSettings(serverSettingsSchema(place), env), ...readSettings(guardSettingsSchema(place), env) };
}

function resolveWebDist(configured: string | undefined, fallback = 'apps/web/dist'): string | null {
  const dir = configured ? path.resolve(configured) : path.join(REPO_ROOT, fallback);
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}
