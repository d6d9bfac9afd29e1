/** docs/decisions.md#login-limits: what an untrusted client may try; a device cookie lifts the account and client limits. */
export interface LoginLimits {
  /** ASVS 4.0.3 §2.2.1: no more than 100 failed attempts per hour on one account, from untrusted clients. */
  failuresPerAccountPerHour: number;
  /** Failures an account takes from untrusted clients before each further attempt waits (OWASP: delays, not lockouts). */
  freeFailuresPerAccount: number;
  /** The growing delay doubles from 1 s up to this many seconds since the account's last untrusted failure. */
  longestAccountDelaySeconds: number;
  /** One client address guessing one phone is stopped sooner. */
  failuresPerPhoneAndClientPer15Min: number;
  /** One client address trying many phones (credential stuffing); generous for shared mobile NAT addresses. */
  failuresPerClientPer15Min: number;
  /** OWASP device cookies: a trusted device that fails this often in an hour is trusted no more (locked out on its own). */
  failuresPerDevicePerHour: number;
}

export const loginLimitDefaults: LoginLimits = {
  failuresPerAccountPerHour: 100,
  freeFailuresPerAccount: 5,
  longestAccountDelaySeconds: 60,
  failuresPerPhoneAndClientPer15Min: 10,
  failuresPerClientPer15Min: 100,
  failuresPerDevicePerHour: 10,
};
