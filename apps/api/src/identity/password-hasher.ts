import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import argon2 from 'argon2';
import { concurrencyGate } from './hashing-gate.js';

// OWASP Password Storage Cheat Sheet minimum for argon2id: 19 MiB, 2 iterations, 1 lane.
// argon2 hashes on libuv's thread pool, so logins never block the event loop.
const options = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

// No more hashes at once than there are cores: libuv's pool has 4 threads, and on a 2-core machine
// 4 hashing threads take CPU from the event loop without hashing any faster. Under 50+ logins/s the
// gate brought shoppers' GET /api/products p99 from about 50 to about 35 ms at the same login rate
// (bench/README.md, logins), and leaves pool threads free for file reads during a login rush.
const oneOfFew = concurrencyGate(availableParallelism());

let hashed = 0;

/** How many passwords this process has hashed: a test's proof that a restart did not hash the demo accounts again. */
export const passwordHashes = (): number => hashed;

export function hashPassword(password: string): Promise<string> {
  hashed += 1;
  return oneOfFew(() => argon2.hash(password, options));
}

let verified = 0;

/** How many passwords this process has checked with argon2: a login's cost, whoever asked (and a test's proof). */
export const passwordVerifications = (): number => verified;

// How long the latest verifications took, wait for the gate included: what an unknown phone's answer
// imitates (refuseUnknownAccount). A ring of recent ones follows the machine's load as it changes.
const recentDurations: number[] = [];
const REMEMBERED_DURATIONS = 32;
let nextDuration = 0;

/** `first`: a login from a trusted device, which goes ahead of the others waiting for a core. */
export async function verifyPassword(hash: string, password: string, { first = false } = {}): Promise<boolean> {
  verified += 1;
  const started = performance.now();
  try {
    return await oneOfFew(() => argon2.verify(hash, password), { first });
  } catch {
    return false; // a malformed stored hash is a failed login, not a server error
  } finally {
    recentDurations[nextDuration] = performance.now() - started;
    nextDuration = (nextDuration + 1) % REMEMBERED_DURATIONS;
  }
}

// The first timing: one verification against a dummy hash of the same parameters, shared by every
// unknown phone that arrives before this process has timed a real one.
let firstTiming: Promise<unknown> | null = null;

/**
 * The answer for a phone with no account: false, after as long as a real verification takes (one of
 * the recent ones, drawn at random), so the timing does not tell which phones have accounts (ASVS
 * 6.3.8), yet without burning a core on argon2 that real customers are waiting for (issue 16 finding 4).
 */
export async function refuseUnknownAccount(password: string): Promise<false> {
  if (recentDurations.length === 0) {
    await (firstTiming ??= hashPassword(randomBytes(16).toString('hex')).then((dummy) => verifyPassword(dummy, password)));
    return false;
  }
  const duration = recentDurations[Math.floor(Math.random() * recentDurations.length)];
  await new Promise((resolve) => setTimeout(resolve, duration));
  return false;
}
