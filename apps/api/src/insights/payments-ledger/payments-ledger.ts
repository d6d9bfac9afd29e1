import { paiseToRupees } from '@jhatpat/domain';
import type { Sql } from '../../platform/database/sql-transaction.js';
import { pagination } from '../../platform/http/pagination.js';
import { LEDGER_METHODS, LEDGER_STATUSES, type LedgerEntryView, type LedgerView } from './ledger.view.js';

export interface LedgerFilter {
  status?: (typeof LEDGER_STATUSES)[number];
  method?: (typeof LEDGER_METHODS)[number];
  /** Part of an order number or id (any case, a leading # ignored). */
  orderId?: string;
  page: number;
  limit: number;
}

// Online payments and their refunds come from their own projections (payments_view, refunds_view);
// cash is collected at the door and lives on the order (orders_view), so the ledger is the three side
// by side. An attempt not yet open at the provider reads as pending; a refund is a row of its own.
const LEDGER = `
  SELECT p.payment_id AS id, 'payment' AS kind, p.order_id, o.order_number, o.customer_name, p.method, p.amount_paise,
         CASE WHEN p.status = 'requested' THEN 'pending'
              WHEN p.status = 'paid' AND p.refunded_paise >= p.captured_paise THEN 'refunded'
              WHEN p.status = 'paid' AND p.refunded_paise > 0 THEN 'partially_refunded'
              ELSE p.status END AS status,
         p.provider, p.provider_reference, p.failure_reason, coalesce(p.settled_at, p.started_at) AS at
    FROM payments_view p LEFT JOIN orders_view o ON o.order_id = p.order_id
  UNION ALL
  SELECT r.refund_id, 'refund', r.order_id, o.order_number, o.customer_name, p.method, r.amount_paise,
         CASE r.status WHEN 'succeeded' THEN 'refunded' WHEN 'failed' THEN 'refund_failed' ELSE 'refund_pending' END,
         p.provider, r.provider_refund_id, r.reason, coalesce(r.settled_at, r.requested_at)
    FROM refunds_view r JOIN payments_view p ON p.payment_id = r.payment_id LEFT JOIN orders_view o ON o.order_id = r.order_id
  UNION ALL
  SELECT o.order_id, 'cash', o.order_id, o.order_number, o.customer_name, 'COD', o.grand_total_paise, o.payment_status, 'cash',
         NULL, NULL, coalesce(o.delivered_at, o.placed_at)
    FROM orders_view o WHERE o.payment_method = 'COD'`;

export async function readLedger(db: Sql, filter: LedgerFilter): Promise<LedgerView> {
  const where = `WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR method = $2) AND ($3::text IS NULL OR order_id LIKE $3 OR lower(order_number) LIKE $3)`;
  const like = filter.orderId ? `%${filter.orderId.trim().replace(/^#/, '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const params = [filter.status ?? null, filter.method ?? null, like];
  const [[{ total }], rows] = await Promise.all([
    db.query(`SELECT count(*)::int AS total FROM (${LEDGER}) ledger ${where}`, params),
    db.query(`SELECT * FROM (${LEDGER}) ledger ${where} ORDER BY at DESC, id DESC LIMIT $4 OFFSET $5`, [...params, filter.limit, (filter.page - 1) * filter.limit]),
  ]);
  return {
    payments: rows.map(
      (row: Record<string, unknown>): LedgerEntryView => ({
        id: String(row.id).trim(),
        kind: row.kind as LedgerEntryView['kind'],
        orderId: String(row.order_id).trim(),
        orderNumber: (row.order_number as string | null) ?? null,
        customerName: (row.customer_name as string | null) ?? null,
        method: String(row.method) as LedgerEntryView['method'],
        amount: paiseToRupees(Number(row.amount_paise)),
        status: String(row.status) as LedgerEntryView['status'],
        provider: String(row.provider),
        providerReference: (row.provider_reference as string | null) ?? null,
        failureReason: (row.failure_reason as string | null) ?? null,
        time: new Date(row.at as string).toISOString(),
      }),
    ),
    pagination: pagination(filter.page, filter.limit, Number(total)),
  };
}
