import { call } from './bench-shop.mjs';

/** The demo shop's admin (apps/api/src/identity/demo-accounts.ts): benches seed the demo data. */
export const DEMO_ADMIN = { phone: '9000000001', password: 'jhatpat-admin' };
const MAX_RECEIPT = 100_000;

/**
 * Receives `units` of each product through the admin's own route, as a delivery to the dark store
 * would: every order reserves its lines (docs/decisions.md#stock), and the seeded shelves hold tens of
 * units, not the thousands a bench orders.
 */
export function stockUp(url, productIds, units) {
  return stockUpEach(url, new Map(productIds.map((productId) => [productId, units])));
}

/** As stockUp, each product its own number of units (`unitsByProduct`: product id → units), in one admin login. */
export async function stockUpEach(url, unitsByProduct) {
  const { token } = await call(url, 'POST', '/api/auth/login', { body: DEMO_ADMIN });
  for (const [productId, units] of unitsByProduct) {
    for (let left = units; left > 0; left -= MAX_RECEIPT) {
      await call(url, 'POST', `/api/admin/inventory/${productId}/receive`, { token, body: { quantity: Math.min(left, MAX_RECEIPT), note: 'Bench delivery' } });
    }
  }
}

/** A product's shelf as stock_view holds it, for a bench's oversell check after its run. */
export async function shelfAfter(db, productId) {
  const [row] = await db.query(`SELECT on_hand, reserved, available FROM stock_view WHERE product_id = $1`, [productId]);
  return row;
}
