import { availableParallelism } from 'node:os';
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

export function hashPassword(password: string): Promise<string> {
  return oneOfFew(() => argon2.hash(password, options));
}

let verified = 0;

/** How many passwords this process has checked with argon2: a login's cost, whoever asked (and a test's proof). */
export const passwordVerifications = (): number => verified;

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  verified += 1;
  try {
    return await oneOfFew(() => argon2.verify(hash, password));
  } catch {
    return false; // a malformed stored hash is a failed login, not a server error
  }
}
