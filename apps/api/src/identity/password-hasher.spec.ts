import { jest } from '@jest/globals';
import { hashPassword, passwordVerifications, verifyPassword } from './password-hasher.js';

// The timing an unknown phone's refusal imitates is the process's own (its cores, its hashing gate), so
// it lives in the module. A copy of the module of its own here: in npm test's batches another spec in
// the same registry may already have timed a verification (docs/decisions.md#spec-batches).
async function freshHasher(): Promise<typeof import('./password-hasher.js')> {
  let hasher: typeof import('./password-hasher.js') | undefined;
  await jest.isolateModulesAsync(async () => {
    hasher = await import('./password-hasher.js');
  });
  if (!hasher) throw new Error('password-hasher did not load');
  return hasher;
}

describe('refusing a phone with no account', () => {
  it('times one argon2 verification for a first burst of 64, in a process that has timed none, and none after', async () => {
    // This registry's copy has timed one, as a batch's earlier spec may have: the fresh copy knows nothing of it.
    expect(await verifyPassword(await hashPassword('secret'), 'secret')).toBe(true);
    expect(passwordVerifications()).toBeGreaterThan(0);
    const hasher = await freshHasher();
    expect(hasher.passwordVerifications()).toBe(0);
    const burst = () => Promise.all(Array.from({ length: 64 }, () => hasher.refuseUnknownAccount('guess')));
    expect(await burst()).toEqual(Array(64).fill(false));
    expect(hasher.passwordVerifications()).toBe(1);
    expect(await burst()).toEqual(Array(64).fill(false));
    expect(hasher.passwordVerifications()).toBe(1);
  });
});
