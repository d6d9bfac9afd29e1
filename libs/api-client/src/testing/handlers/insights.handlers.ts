import { paiseToRupees } from '@jhatpat/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import type { LedgerEntry, ShopFigures } from '../../insights.api.js';
import type { Order } from '../../orders.api.js';
import { type Endpoint, failingHandlers, loadingHandlers, pageOf } from './handler-kit.js';
import { api } from './contract-http.js';
import type { RefundRecord } from './refund-rules.js';
import { createShopState, type ShopState } from './shop-state.js';

export const insightsEndpoints: readonly Endpoint[] = [
  ['get', '/admin/insights'],
  ['get', '/admin/payments'],
];

const HOUR = 3_600_000;

/** The figures of the fixture orders, as if read at `now`: every order counts as today's. */
export function figuresOf(orders: readonly Order[], now = new Date('2025-11-22T11:00:00.000Z')): ShopFigures {
  const windowStart = Math.floor((now.getTime() - 23 * HOUR) / HOUR) * HOUR + 30 * 60_000;
  const byStatus: Record<string, number> = {};
  for (const order of orders) byStatus[order.status] = (byStatus[order.status] ?? 0) + 1;
  return {
    asOf: now.toISOString(),
    ordersToday: orders.length,
    revenueToday: orders.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + o.grandTotal, 0),
    byStatus,
    ordersPerHour: Array.from({ length: 24 }, (_, slot) => {
      const start = windowStart + slot * HOUR;
      return { hourStart: new Date(start).toISOString(), orders: orders.filter((o) => Date.parse(o.createdAt) >= start && Date.parse(o.createdAt) < start + HOUR).length };
    }),
  };
}

const refundStatus = { pending: 'refund_pending', succeeded: 'refunded', failed: 'refund_failed' } as const;

/**
 * The ledger of the fixture orders and refunds: one line per order's payment (cash for COD), and one per
 * refund, as apps/api insights/payments-ledger.ts lists them.
 */
export function ledgerOf(orders: readonly Order[], refunds: readonly RefundRecord[] = []): LedgerEntry[] {
  const payments = orders.map((order): LedgerEntry => {
    const cash = order.paymentMethod === 'COD';
    return {
      id: order._id,
      kind: cash ? 'cash' : 'payment',
      orderId: order._id,
      orderNumber: order.orderNumber,
      customerName: order.userId.name,
      method: order.paymentMethod,
      amount: order.grandTotal,
      status: order.paymentStatus,
      provider: cash ? 'cash' : 'sandbox',
      providerReference: cash ? null : `sbx_${order._id.slice(-8)}`,
      failureReason: order.paymentStatus === 'failed' ? 'UPI request expired' : null,
      time: order.createdAt,
    };
  });
  const given = refunds.flatMap((refund): LedgerEntry[] => {
    const order = orders.find((o) => o._id === refund.orderId);
    if (!order) return [];
    return [{
      id: refund.refundId,
      kind: 'refund',
      orderId: order._id,
      orderNumber: order.orderNumber,
      customerName: order.userId.name,
      method: order.paymentMethod,
      amount: paiseToRupees(refund.amountPaise),
      status: refundStatus[refund.status],
      provider: 'sandbox',
      providerReference: refund.status === 'pending' ? null : `sbx_rfnd_${refund.refundId.slice(-6)}`,
      failureReason: refund.reason,
      time: refund.settledAt ?? refund.requestedAt,
    }];
  });
  // Newest first, as the API orders the ledger.
  return [...payments, ...given].sort((a, b) => b.time.localeCompare(a.time));
}

export function insightsHandlers(state: ShopState = createShopState()): HttpHandler[] {
  return [
    api.get('/admin/insights', () => HttpResponse.json(figuresOf(state.orders))),
    api.get('/admin/payments', ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const method = url.searchParams.get('method');
      const orderId = url.searchParams.get('orderId')?.toLowerCase();
      const found = ledgerOf(state.orders, state.refunds).filter((p) => (!status || p.status === status) && (!method || p.method === method) && (!orderId || p.orderId.includes(orderId.replace(/^#/, '')) || (p.orderNumber ?? '').toLowerCase().includes(orderId.replace(/^#/, ''))));
      const { items, pagination } = pageOf(found, url, 20);
      return HttpResponse.json({ payments: items, pagination: { page: pagination.page, pages: pagination.pages, total: pagination.total } });
    }),
  ];
}

export function insightsEmptyHandlers(): HttpHandler[] {
  return insightsHandlers(createShopState({ orders: [] }));
}

export const insightsErrorHandlers = (msg?: string, status?: number) => failingHandlers(insightsEndpoints, msg, status);
export const insightsLoadingHandlers = () => loadingHandlers(insightsEndpoints);
