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

/** One line of the payments ledger: an online payment, or cash on delivery (whose id is the order's). */
export interface LedgerEntry {
  id: string;
  orderId: string;
  customerName: string | null;
  method: 'COD' | 'CARD' | 'UPI';
  /** Rupees. */
  amount: number;
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  provider: string;
  providerReference: string | null;
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
