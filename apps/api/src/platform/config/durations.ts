import { ConfigError } from './config-error.js';

/** A setting's duration ("30s", "15m", "12h", "7d") in seconds; `name` is the setting's, for the message. */
export function parseDuration(raw: string, name = 'JWT_EXPIRES_IN'): number {
  const match = /^(\d+)([smhd])$/.exec(raw.trim());
  const seconds = match ? Number(match[1]) * { s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as 's' | 'm' | 'h' | 'd'] : 0;
  if (seconds <= 0) throw new ConfigError(`${name} must be a duration such as 30s, 15m, 12h or 7d, got "${raw}"`);
  return seconds;
}
