import pg from 'pg';
import { DataSource } from 'typeorm';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, type TestApp } from '../support/test-app.js';
import { send } from '../ordering/ordering-helpers.js';

/** An admin and the inventory routes as they call them. */
export async function inventoryDesk(shop: TestApp) {
  const admin = await userWithToken(shop, 'admin', 'Store admin');
  const history = async (productId: string) => {
    const page = await jsonOf(await send(shop, 'GET', `/api/admin/inventory/${productId}/history?limit=100`, admin.auth));
    const row = await shelfRow(shop, productId);
    return { page, item: { productId, name: page.name, onHand: row?.on_hand ?? 0, reserved: row?.reserved ?? 0, available: row?.available ?? 0 } };
  };
  const receive = (productId: string, quantity: number, note?: string) => send(shop, 'POST', `/api/admin/inventory/${productId}/receive`, admin.auth, { quantity, ...(note ? { note } : {}) });
  const adjust = (productId: string, change: number, reason = 'count', note?: string) =>
    send(shop, 'POST', `/api/admin/inventory/${productId}/adjust`, admin.auth, { change, reason, ...(note ? { note } : {}) });
  /** Brings the product's available to exactly `units` with a count adjustment. */
  const setAvailable = async (productId: string, units: number): Promise<void> => {
    const { item: now } = await history(productId);
    const change = units - now.available;
    if (change === 0) return;
    const response = await (change > 0 ? receive(productId, change) : adjust(productId, change));
    if (response.status !== 200) throw new Error(`could not set stock: ${response.status} ${await response.text()}`);
  };
  return { admin, history, receive, adjust, setAvailable };
}

/** The shelf's row as stock_view holds it, with its open reservations from stock_reservations as one map. */
export async function shelfRow(shop: TestApp, productId: string) {
  const [row] = await shop.app.get(DataSource).query(
    `SELECT on_hand, reserved, available,
            (SELECT coalesce(jsonb_object_agg(order_id, quantity), '{}'::jsonb) FROM stock_reservations r WHERE r.product_id = v.product_id) AS reservations
       FROM stock_view v WHERE product_id = $1`,
    [productId],
  );
  return row as { on_hand: number; reserved: number; available: number; reservations: Record<string, number> } | undefined;
}

/**
 * Holds the shelf's stream lock in a connection of its own while `work` runs, then ends that transaction
 * (PostgreSQL only). `work` hands back what still waits for the shelf wrapped, unawaited: awaited here, it
 * would wait for the lock this holds.
 */
export async function withShelfHeld<T extends object>(shop: TestApp, productId: string, work: (holder: pg.Client) => Promise<T>, end: 'ROLLBACK' | 'COMMIT' = 'ROLLBACK'): Promise<T> {
  const holder = new pg.Client({ connectionString: shop.config.database.engine === 'postgres' ? shop.config.database.url : '', application_name: 'shelf-holder' });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`stock-${productId}`]);
    return await work(holder);
  } finally {
    await holder.query(end);
    await holder.end();
  }
}

/**
 * How many of the shop's connections wait on an advisory lock, among those `which` (an SQL condition on
 * pg_stat_activity) picks, once `count` do (or after 10 s).
 */
export async function advisoryWaiters(shop: TestApp, which: string, count: number): Promise<number> {
  const waiting = async () => {
    const [{ n }] = await shop.app.get(DataSource).query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory' AND ${which}`,
    );
    return n as number;
  };
  for (let tries = 0; tries < 200; tries++) {
    const n = await waiting();
    if (n >= count) return n;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return waiting();
}
