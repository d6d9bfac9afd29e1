/* eslint-disable @nx/enforce-module-boundaries -- a benchmark measures the built API itself, so it imports its compiled modules */
import { insertUser } from '../../apps/api/dist/identity/users.table.js';
import { inParallel } from '../shared/bench-shop.mjs';

/**
 * `count` customer accounts, each with its own phone, password and argon2id hash, made the way the
 * user:create CLI makes them (insertUser, the shop's own hashing parameters). Phones: 6 and nine digits.
 */
export async function loginAccounts(shop, count) {
  const accounts = Array.from({ length: count }, (_, n) => ({ phone: `6${String(n).padStart(9, '0')}`, password: `bench password ${n}` }));
  // Four at a time: argon2 hashes on libuv's four pool threads.
  await inParallel(accounts, 4, (account, n) => insertUser(shop.db, { name: `Bench Shopper ${n}`, ...account, role: 'customer' }));
  return accounts;
}
