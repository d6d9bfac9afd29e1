import { JwtService } from '@nestjs/jwt';
/* eslint-disable @nx/enforce-module-boundaries -- a benchmark measures the built API itself, so it imports its compiled modules */
import { hashPassword } from '../../apps/api/dist/identity/password-hasher.js';
import { newObjectId } from '../../apps/api/dist/platform/ids/object-id.js';
import { call, inParallel } from './bench-shop.mjs';
import { openSessions } from './sessions.mjs';

/**
 * `count` customers with login tokens, inserted in one statement. They never log in (bench/logins
 * makes its own), so they share one real argon2id hash instead of spending a hash each; each gets an
 * open session and a token signed by the shop's own JwtService, exactly as a login would make them.
 */
export async function customersWithTokens(shop, count) {
  const hash = await hashPassword('bench customer password');
  const ids = Array.from({ length: count }, () => newObjectId());
  await shop.db.query(
    `INSERT INTO users (id, name, phone, password_hash, role)
     SELECT id, 'Bench Customer ' || (n + before), '7' || lpad((n + before)::text, 9, '0'), $2, 'customer'
       FROM unnest($1::text[]) WITH ORDINALITY AS u(id, n),
            -- numbered on from the bench's earlier customers, so a bench can ask for two groups
            (SELECT count(*) AS before FROM users WHERE name LIKE 'Bench Customer %') AS earlier`,
    [ids, hash],
  );
  const sessions = await openSessions(shop.db, ids);
  const jwt = shop.app.get(JwtService);
  return Promise.all(ids.map(async (id, n) => ({ id, token: await jwt.signAsync({ sub: id, role: 'customer', sid: sessions[n] }) })));
}

/** Saves a Patna address for each customer through the API; adds `addressId` to each. */
export async function withAddresses(shop, customers, concurrency = 16) {
  await inParallel(customers, concurrency, async (customer) => {
    const address = await call(shop.url, 'POST', '/api/addresses', {
      token: customer.token,
      expect: 201,
      body: { addressType: 'Home', building: 'Flat 4B, Sunrise Apartments', locality: 'Boring Road, Patna', contactName: 'Ravi Kumar', contactPhone: '9876543210' },
    });
    customer.addressId = address._id;
  });
  return customers;
}

/** The ids of the first `count` products a shopper sees, from GET /api/products. */
export async function shelfProductIds(shop, count) {
  const products = await call(shop.url, 'GET', '/api/products');
  if (products.length < count) throw new Error(`only ${products.length} products on the shelf`);
  return products.slice(0, count).map((product) => product._id);
}
