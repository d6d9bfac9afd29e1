import type { Schemas } from './contract/schemas.js';
import type { HttpClient } from './http.js';

/** The admin dashboard's figures (GET /admin/insights), read from the orders projection; revenue in rupees. */
export type ShopFigures = Schemas['ShopFiguresView'];

/** What a ledger line records (apps/api insights/payments-ledger): an online payment attempt, money given back, or cash at the door. */
export type LedgerKind = LedgerEntry['kind'];
export const ledgerKinds = ['payment', 'refund', 'cash'] as const satisfies readonly LedgerKind[];

/** Every status a ledger line can have, and the values GET /admin/payments?status= accepts. */
export type LedgerStatus = LedgerEntry['status'];
export const ledgerStatuses = ['pending', 'paid', 'failed', 'voided', 'refunded', 'partially_refunded', 'refund_pending', 'refund_failed'] as const satisfies readonly LedgerStatus[];

/** One line of the payments ledger: an online payment, a refund (its own line), or cash on delivery (whose id is the order's); amount in rupees. */
export type LedgerEntry = Schemas['LedgerEntryView'];

export interface LedgerParams {
  status?: LedgerEntry['status'] | 'all';
  method?: LedgerEntry['method'] | 'all';
  /** Part of an order id; a leading # is ignored. */
  orderId?: string;
  page?: number;
  /** 1 to 100 (default 20). */
  limit?: number;
}

export type Ledger = Schemas['LedgerView'];

/** What admins read to trust the shop. */
export function insightsApi(http: HttpClient) {
  return {
    figures: () => http.get<ShopFigures>('/admin/insights'),
    ledger: ({ status, method, orderId, page, limit }: LedgerParams = {}) =>
      http.get<Ledger>('/admin/payments', {
        query: { status: status === 'all' ? undefined : status, method: method === 'all' ? undefined : method, orderId: orderId?.trim().replace(/^#/, '') || undefined, page, limit },
      }),
  };
}

export type InsightsApi = ReturnType<typeof insightsApi>;
