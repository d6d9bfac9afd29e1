import { paiseToRupees } from '@jhatpat/domain';
import { HOUR, startOfShopDay, startOfShopHour } from '../shop-clock.js';
import type { Sql } from '../../platform/database/sql-transaction.js';

export interface ShopFigures {
  /** ISO 8601: the moment the figures were read. */
  asOf: string;
  /** Orders placed since midnight in Patna. */
  ordersToday: number;
  /** Rupees: grand totals of today's orders that were not cancelled. */
  revenueToday: number;
  /** Every order by where it stands now. */
  byStatus: Record<string, number>;
  /** The last 24 Patna hours, oldest first; the last is the hour now running. */
  ordersPerHour: { hourStart: string; orders: number }[];
}

/** Figures an admin wants at a glance, read from the orders projection (orders_view). */
export async function readShopFigures(db: Sql, now = new Date()): Promise<ShopFigures> {
  const dayStart = startOfShopDay(now);
  const windowStart = new Date(startOfShopHour(now).getTime() - 23 * HOUR);
  const [[today], statuses, hours] = await Promise.all([
    db.query(
      `SELECT count(*)::int AS orders, coalesce(sum(grand_total_paise) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS revenue_paise
         FROM orders_view WHERE placed_at >= $1`,
      [dayStart],
    ),
    db.query(`SELECT status, count(*)::int AS orders FROM orders_view GROUP BY status`),
    db.query(
      `SELECT floor(extract(epoch FROM placed_at - $1::timestamptz) / 3600)::int AS slot, count(*)::int AS orders
         FROM orders_view WHERE placed_at >= $1 GROUP BY slot`,
      [windowStart],
    ),
  ]);
  const perSlot = new Map<number, number>(hours.map((row: { slot: number; orders: number }) => [Number(row.slot), Number(row.orders)]));
  return {
    asOf: now.toISOString(),
    ordersToday: Number(today.orders),
    revenueToday: paiseToRupees(Number(today.revenue_paise)),
    byStatus: Object.fromEntries(statuses.map((row: { status: string; orders: number }) => [row.status, Number(row.orders)])),
    ordersPerHour: Array.from({ length: 24 }, (_, slot) => ({
      hourStart: new Date(windowStart.getTime() + slot * HOUR).toISOString(),
      orders: perSlot.get(slot) ?? 0,
    })),
  };
}
