import { z } from 'zod';
import { ConfigError } from '../config/config-error.js';
import { durationSetting } from '../config/settings-schema.js';

/** OWASP JWT cheat sheet: an HS256 secret is at least as long as the hash output, 256 bits. */
export const MIN_JWT_SECRET_BYTES = 32;

export function assertStrongJwtSecret(secret: string): void {
  if (Buffer.byteLength(secret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes of random data (e.g. the output of: openssl rand -base64 48)`,
    );
  }
}

/** JWT_SECRET and JWT_EXPIRES_IN, the login tokens' settings; whether a secret must be given depends on the database. */
export const jwtSettingsFields = {
  // Taken as given (not trimmed): the secret is whatever bytes the operator set.
  JWT_SECRET: z
    .string()
    .optional()
    .transform((raw) => (raw === '' ? undefined : raw))
    .refine((secret) => secret === undefined || Buffer.byteLength(secret, 'utf8') >= MIN_JWT_SECRET_BYTES, {
      message: `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes of random data (e.g. the output of: openssl rand -base64 48)`,
    }),
  JWT_EXPIRES_IN: durationSetting('JWT_EXPIRES_IN', '12h').transform((ms) => ms / 1000),
};

// Several instances on one PostgreSQL must share one secret, so none may invent its own.
export const JWT_SECRET_NEEDED =
  'JWT_SECRET must be set when DATABASE_URL is set (at least 32 random bytes, e.g. the output of: openssl rand -base64 48)';
