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
  const { where, params } = orderConditions(filter);
  const [{ total }]: { total: number }[] = await db.query(`SELECT count(*)::int AS total FROM orders_view WHERE ${where}`, params);
  const rows: OrderRow[] = await db.query(
    `SELECT ${ORDER_COLUMNS} FROM orders_view WHERE ${where} ORDER BY placed_at DESC, order_id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.limit, (filter.page - 1) * filter.limit],
  );
  return { rows, total };
}

/**
 * The WHERE clause of a filter, naming only the conditions it has: a customer's list is
 * `customer_id = $1`, which the planner answers from orders_view_customer. The one statement with
 * `($1 IS NULL OR customer_id = $1)` for every filter was planned once per connection (prepared) for
 * any customer, and a generic plan cannot use an index for a condition that may be absent: every
 * customer's list counted and sorted the whole table (bench/README.md, issue 20).
 */
export function orderConditions(filter: Pick<OrderFilter, 'customerId' | 'status' | 'paymentStatus' | 'search'>): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.customerId !== undefined) conditions.push(`customer_id = ${param(filter.customerId)}`);
  if (filter.status !== undefined) conditions.push(`status = ${param(filter.status)}`);
  if (filter.paymentStatus !== undefined) conditions.push(`payment_status = ${param(filter.paymentStatus)}`);
  const search = filter.search?.trim().replace(/^#/, '').toLowerCase() || null;
  if (search) {
    const like = param(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    // A whole number typed loosely (JP123, jp-000123) finds its order exactly; part of one (000123) by LIKE.
    const number = parseOrderNumber(filter.search ?? '');
    const exact = number ? ` OR order_number = ${param(number)}` : '';
    conditions.push(`(lower(order_id) LIKE ${like} OR lower(order_number) LIKE ${like}${exact} OR customer_phone LIKE ${like} OR lower(customer_name) LIKE ${like})`);
  }
  return { where: conditions.length > 0 ? conditions.join(' AND ') : 'true', params };
}
