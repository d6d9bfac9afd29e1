import type { LoginLimits } from '../../platform/config/app-config.js';

/** The failures of the last hour that a login's admission depends on, as the throttle reads them. */
export interface RecentFailures {
  /** Untrusted clients' failures on the account in the last hour, and seconds since the latest / until the oldest leaves the hour. */
  account: number;
  sinceLatestAccountFailure: number | null;
  untilAccountHourFrees: number | null;
  /** This phone from this address, untrusted, in the last 15 minutes (and seconds until the oldest leaves them). */
  pair: number;
  untilPairFrees: number | null;
  /** This address, untrusted, any phone, in the last 15 minutes. */
  client: number;
  untilClientFrees: number | null;
  /** The presented device cookie's failures in the last hour (0 without one). */
  device: number;
}

export type Admission = { admitted: true; trusted: boolean } | { admitted: false; retryAfterSeconds: number };

/**
 * The wait the account asks of an untrusted client after `failures` of them: none for the first few, then
 * 1, 2, 4 … seconds after the latest, up to the longest (OWASP Authentication Cheat Sheet, "Account
 * Lockout": an exponential delay rather than a hard lockout). With the defaults an attacker gets at most
 * about 70 guesses an hour, under ASVS 2.2.1's 100, and the owner never waits more than a minute.
 */
export function accountDelaySeconds(failures: number, limits: LoginLimits): number {
  const beyond = failures - limits.freeFailuresPerAccount;
  if (beyond < 0) return 0;
  return Math.min(2 ** beyond, limits.longestAccountDelaySeconds);
}

/**
 * Who may try a password now (docs/decisions.md#login-limits). A client presenting a valid device
 * cookie for the account (OWASP "Slow Down Online Guessing Attacks with Device Cookies") is exempt from
 * the account's delay and from the address limits, which an attacker can fill, unless that device has
 * failed too often itself: then it is one more untrusted client.
 */
export function decideAdmission(failures: RecentFailures, deviceCookieValid: boolean, limits: LoginLimits): Admission {
  if (deviceCookieValid && failures.device < limits.failuresPerDevicePerHour) return { admitted: true, trusted: true };
  const delay = accountDelaySeconds(failures.account, limits);
  const waits = [
    delay > 0 && failures.sinceLatestAccountFailure !== null ? delay - failures.sinceLatestAccountFailure : 0,
    failures.account >= limits.failuresPerAccountPerHour ? failures.untilAccountHourFrees : null,
    failures.pair >= limits.failuresPerPhoneAndClientPer15Min ? failures.untilPairFrees : null,
    failures.client >= limits.failuresPerClientPer15Min ? failures.untilClientFrees : null,
  ].filter((wait): wait is number => wait !== null && wait > 0);
  if (waits.length === 0) return { admitted: true, trusted: false };
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits))) };
}
