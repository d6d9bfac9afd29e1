import { isOrderStatus, isPaymentStatus, type OrderStatus, parseOrderNumber, type PaymentStatus } from '@jhatpat/domain';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import { isObjectId } from '../platform/ids/object-id.js';
import { ORDER_COLUMNS, type OrderRow } from './order.view.js';

export async function findOrder(db: SqlClient, orderId: string): Promise<OrderRow | null> {
  if (!isObjectId(orderId)) return null;
  const rows: OrderRow[] = await db.query(`SELECT ${ORDER_COLUMNS} FROM orders_view WHERE order_id = $1`, [orderId]);
  return rows[0] ?? null;
}

export interface OrderFilter {
  customerId?: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** An order number (as typed: `#jp-000123`, `JP123`) or part of one, an order id, a phone number or a name. */
  search?: string;
  page: number;
  limit: number;
}

export function parseStatusFilter(raw: string | undefined): OrderStatus | undefined | 'invalid' {
  if (raw === undefined || raw === '' || raw === 'all') return undefined;
  return isOrderStatus(raw) ? raw : 'invalid';
}

export function parsePaymentFilter(raw: string | undefined): PaymentStatus | undefined | 'invalid' {
  if (raw === undefined || raw === '' || raw === 'all') return undefined;
  // The customer screens say "completed" where the shop says paid (docs/decisions.md#payment-status).
  if (raw === 'completed') return 'paid';
  return isPaymentStatus(raw) ? raw : 'invalid';
}

export async function listOrders(db: SqlClient, filter: OrderFilter): Promise<{ rows: OrderRow[]; total: number }> {
  const search = filter.search?.trim().replace(/^#/, '').toLowerCase() || null;
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  // A whole number typed loosely (JP123, jp-000123) finds its order exactly; part of one (000123) by LIKE.
  const number = filter.search ? parseOrderNumber(filter.search) : null;
  const where = `($1::text IS NULL OR customer_id = $1) AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR payment_status = $3)
    AND ($4::text IS NULL OR lower(order_id) LIKE $4 OR lower(order_number) LIKE $4 OR order_number = $5 OR customer_phone LIKE $4 OR lower(customer_name) LIKE $4)`;
  const params = [filter.customerId ?? null, filter.status ?? null, filter.paymentStatus ?? null, like, number];
  const [{ total }]: { total: number }[] = await db.query(`SELECT count(*)::int AS total FROM orders_view WHERE ${where}`, params);
  const rows: OrderRow[] = await db.query(
    `SELECT ${ORDER_COLUMNS} FROM orders_view WHERE ${where} ORDER BY placed_at DESC, order_id DESC LIMIT $6 OFFSET $7`,
    [...params, filter.limit, (filter.page - 1) * filter.limit],
  );
  return { rows, total };
}
