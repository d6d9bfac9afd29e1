import { z } from 'zod';
import { ConfigError } from './config-error.js';

/**
 * Parses one context's settings from the environment with its zod schema. The first refusal becomes
 * the one-line ConfigError the shop stops with, so an operator fixes one setting at a time, in the
 * order the schemas list them.
 */
export function readSettings<Schema extends z.ZodType>(schema: Schema, env: NodeJS.ProcessEnv): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(parsed.error.issues[0]?.message ?? 'a setting is not valid');
}

/** Refuses the setting being parsed with `message` (the text the operator reads). */
export function refuse(ctx: z.RefinementCtx, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** A setting that may be unset or blank: trimmed, and blank reads as unset. */
export const optionalSetting = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);

const SECONDS_PER_UNIT = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** A duration ("30s", "15m", "12h", "7d") in seconds; 0 when it is none. */
export function durationSeconds(raw: string): number {
  const match = /^(\d+)([smhd])$/.exec(raw.trim());
  return match ? Number(match[1]) * SECONDS_PER_UNIT[match[2] as keyof typeof SECONDS_PER_UNIT] : 0;
}

/** The setting `name` as a duration in milliseconds, `fallback` when unset. */
export function durationSetting(name: string, fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((raw, ctx) => {
      const seconds = durationSeconds(raw);
      return seconds > 0 ? seconds * 1000 : refuse(ctx, `${name} must be a duration such as 30s, 15m, 12h or 7d, got "${raw}"`);
    });
}

/** An http(s) address, trailing slashes kept as given; blank reads as unset. */
export function httpUrlSetting(name: string) {
  return optionalSetting.refine((url) => url === undefined || /^https?:\/\//.test(url), `${name} must start with http:// or https://`);
}

/** A rule written as a function that throws ConfigError, run as one of the schema's refusals. */
export function asIssue<T>(ctx: z.RefinementCtx, rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (error instanceof ConfigError) return refuse(ctx, error.message);
    throw error;
  }
}
