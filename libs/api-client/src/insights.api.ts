import type { HttpClient } from './http.js';

/** The admin dashboard's figures (GET /admin/insights), read from the orders projection. */
export interface ShopFigures {
  asOf: string;
  /** Orders placed since midnight in Patna. */
  ordersToday: number;
  /** Rupees: grand totals of today's orders that were not cancelled. */
  revenueToday: number;
  byStatus: Record<string, number>;
  /** The last 24 Patna hours, oldest first. */
  ordersPerHour: { hourStart: string; orders: number }[];
}

/** What a ledger line records (apps/api insights/payments-ledger): an online payment attempt, money given back, or cash at the door. */
export const ledgerKinds = ['payment', 'refund', 'cash'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** Every status a ledger line can have, and the values GET /admin/payments?status= accepts. */
export const ledgerStatuses = ['pending', 'paid', 'failed', 'voided', 'refunded', 'partially_refunded', 'refund_pending', 'refund_failed'] as const;
export type LedgerStatus = (typeof ledgerStatuses)[number];

/** One line of the payments ledger: an online payment, a refund (its own line), or cash on delivery (whose id is the order's). */
export interface LedgerEntry {
  /** The payment's id; for cash, the order's; for a refund, the refund's. */
  id: string;
  kind: LedgerKind;
  orderId: string;
  customerName: string | null;
  method: 'COD' | 'CARD' | 'UPI';
  /** Rupees. */
  amount: number;
  status: LedgerStatus;
  provider: string;
  providerReference: string | null;
  /** Why a payment failed; for a refund, the reason the admin gave. */
  failureReason: string | null;
  time: string;
}

export interface LedgerParams {
  status?: LedgerEntry['status'] | 'all';
  method?: LedgerEntry['method'] | 'all';
  /** Part of an order id; a leading # is ignored. */
  orderId?: string;
  page?: number;
  /** 1 to 100 (default 20). */
  limit?: number;
}

export interface Ledger {
  payments: LedgerEntry[];
  pagination: { page: number; pages: number; total: number };
}

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
